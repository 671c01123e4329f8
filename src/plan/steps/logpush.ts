/** Log push jobs (spec 4.3; reference logpush.md §1, §6): the ownership challenge where the destination needs it, create, update, delete. */
import { analyzeDestination } from '../../logpush/destination.js';
import { suggestedReference } from '../../logpush/secret-reference.js';
import type { JsonObject } from '../../model/types.js';
import { isSecretReference, replaceUrlCredentials } from '../../text/secrets.js';
import { logpushJobBody } from '../bodies.js';
import { changedJobMembers } from '../compare.js';
import { sourceName, sourceOf, type CallSource, type DesiredScope, type Located } from '../desired.js';
import { scopePath } from '../endpoints.js';
import { envName, envReferences, scopeSlug, slug } from '../naming.js';
import type { PromptInput } from '../types.js';
import { PlanBuilder, STAGE, type MutableCall } from '../builder.js';

function jobLabel(job: JsonObject, index: number): string {
  return typeof job['name'] === 'string' && job['name'] !== '' ? job['name'] : `${typeof job['dataset'] === 'string' ? job['dataset'] : 'job'}_${index + 1}`;
}

export function planLogpush(b: PlanBuilder, desired: DesiredScope): void {
  const current = b.current(desired.scope);
  const jobsPath = `${scopePath(desired.scope.level, desired.scope.id)}/logpush/jobs`;
  const matched = new Set<JsonObject>();
  desired.jobs.forEach((job, index) => {
    const label = jobLabel(job.value, index);
    const source = sourceOf(desired, job);
    const existing = current?.jobs.find(
      (c) =>
        !matched.has(c.value) &&
        (typeof job.value['name'] === 'string' ? c.value['name'] === job.value['name'] : c.value['destination_conf'] === job.value['destination_conf']) &&
        (job.value['dataset'] === undefined || c.value['dataset'] === job.value['dataset']),
    );
    if (existing) matched.add(existing.value);
    const body = logpushJobBody(job.value);
    if (typeof body['destination_conf'] === 'string') body['destination_conf'] = guardDestination(b, desired, job.path, body['destination_conf']);

    if (existing) {
      const changed = changedJobMembers(job.value, existing.value);
      if (changed.length === 0) {
        b.unchanged++;
        return;
      }
      const id = existing.value['id'];
      if (id === undefined) {
        b.note('warning', `log push job "${label}" in ${existing.file} has no id; it cannot be updated`, desired.scope, desired.file);
        return;
      }
      if (changed.includes('dataset') || changed.includes('kind')) {
        b.note('info', `log push job "${label}": ${changed.includes('dataset') ? 'dataset' : 'kind'} is set only at creation, so the job is deleted and created again`, desired.scope, desired.file);
        deleteJob(b, desired, jobsPath, id, label, source);
      } else {
        const update: Record<string, unknown> = {};
        const full = logpushJobBody({ ...job.value, destination_conf: body['destination_conf'] }, true);
        for (const key of changed) if (key in full) update[key] = full[key];
        const { inputs, after } = changed.includes('destination_conf') ? ownership(b, desired, job, label, String(body['destination_conf']), update, source) : { inputs: [], after: [] };
        b.add({
          operation: 'logpush.jobs.update',
          name: `update_logpush_job_${slug(label)}`,
          path: `${jobsPath}/${String(id)}`,
          body: update,
          description: `Update log push job "${label}" (${changed.join(', ')})`,
          change: 'update',
          scope: desired.scope,
          stage: STAGE.scope,
          source,
          inputs,
          after,
          sensitive: envReferences(update).size > 0,
        });
        return;
      }
    }
    const { inputs, after } = typeof body['destination_conf'] === 'string' ? ownership(b, desired, job, label, body['destination_conf'], body, source) : { inputs: [], after: [] };
    // New jobs start disabled and are enabled by a PUT (reference logpush.md §1, "Create → enable"); the spec's create shows no `enabled`.
    const enable = body['enabled'] === true;
    delete body['enabled'];
    const create = b.add({
      operation: 'logpush.jobs.create',
      name: `create_logpush_job_${slug(label)}`,
      path: jobsPath,
      body,
      description: `Create log push job "${label}"${typeof body['dataset'] === 'string' ? ` for dataset ${body['dataset']}` : ''}${typeof body['filter'] === 'string' ? ', with its filter as an escaped JSON string' : ''}`,
      change: 'create',
      scope: desired.scope,
      stage: STAGE.scope,
      source,
      inputs,
      after,
      sensitive: envReferences(body).size > 0,
    });
    if (enable) {
      const jobId = b.capture(create, [{ key: 'result' }, { key: 'id' }], `the id of log push job "${label}"`, '27');
      b.add({
        operation: 'logpush.jobs.update',
        name: `enable_logpush_job_${slug(label)}`,
        path: `${jobsPath}/${jobId}`,
        body: { enabled: true },
        description: `Enable log push job "${label}": new jobs start disabled (reference logpush.md §1)`,
        change: 'update',
        scope: desired.scope,
        stage: STAGE.scope,
        source,
      });
    }
  });
  if (b.compared && desired.jobsListed) {
    for (const job of current?.jobs ?? []) {
      if (matched.has(job.value)) continue;
      const id = job.value['id'];
      const label = typeof job.value['name'] === 'string' ? job.value['name'] : `job ${String(id)}`;
      if (id === undefined) {
        b.note('warning', `log push job "${label}" in ${job.file} is not in the configuration but has no id; it cannot be deleted`, desired.scope, desired.file);
        continue;
      }
      deleteJob(b, desired, jobsPath, id, label, undefined);
    }
  }
}

function deleteJob(b: PlanBuilder, desired: DesiredScope, jobsPath: string, id: unknown, label: string, source: CallSource | undefined): void {
  b.add({
    operation: 'logpush.jobs.delete',
    name: `delete_logpush_job_${slug(label)}`,
    path: `${jobsPath}/${String(id)}`,
    description: `Delete log push job "${label}" (id ${String(id)}), which the configuration does not describe${source ? ' this way' : ''}`,
    change: 'delete',
    scope: desired.scope,
    stage: STAGE.scope,
    ...(source ? { source } : {}),
  });
}

/** Reference logpush.md §6: prove ownership of the destination first when it needs it; the operator reads the token from the file written there. */
function ownership(
  b: PlanBuilder,
  desired: DesiredScope,
  job: Located,
  label: string,
  destination: string,
  body: Record<string, unknown>,
  source: CallSource,
): { inputs: PromptInput[]; after: MutableCall[] } {
  const given = job.value['ownership_challenge'];
  if (typeof given === 'string') {
    if (isSecretReference(given)) {
      b.input(given.slice(2, -1), 'prompt', `the ownership challenge token of the destination of log push job "${label}"`);
      body['ownership_challenge'] = given;
    } else {
      const name = envName('OWNERSHIP_CHALLENGE', scopeSlug(desired.scope), label);
      body['ownership_challenge'] = `\${${name}}`;
      b.input(name, 'prompt', `the ownership challenge token of the destination of log push job "${label}"`);
      b.note('warning', `${sourceName(job)}: ownership_challenge holds a literal token; the plan uses \${${name}} instead`, desired.scope, desired.file);
    }
    return { inputs: [], after: [] };
  }
  const needs = analyzeDestination(destination).needsOwnershipChallenge;
  if (needs === undefined) {
    b.note('info', `log push job "${label}": whether its destination needs the ownership challenge is not known (reference logpush.md §5); none is planned`, desired.scope, desired.file);
    return { inputs: [], after: [] };
  }
  if (!needs) return { inputs: [], after: [] };
  const challenge = b.add({
    operation: 'logpush.ownership',
    name: `logpush_ownership_${slug(label)}`,
    path: `${scopePath(desired.scope.level, desired.scope.id)}/logpush/ownership`,
    body: { destination_conf: destination },
    description: `Prove ownership of the destination of log push job "${label}": the service writes a file with a token there (reference logpush.md §6; the token expires after 7 days)`,
    change: 'check',
    scope: desired.scope,
    stage: STAGE.scope,
    source,
    sensitive: envReferences(destination).size > 0,
  });
  const filename = b.capture(challenge, [{ key: 'result' }, { key: 'filename' }], 'the file in the destination that holds the ownership token', 'logs-bucket/http/ownership-challenge-1a2b3c4d.txt');
  const name = envName('OWNERSHIP_CHALLENGE', scopeSlug(desired.scope), label);
  b.input(name, 'prompt', `the token in the file the ownership call writes to the destination of log push job "${label}"`);
  body['ownership_challenge'] = `\${${name}}`;
  return { inputs: [{ name, description: `the token in the file ${filename} that the ownership call wrote to the destination` }], after: [challenge] };
}

/**
 * The destination with each clear-text credential (user info, a credential
 * parameter, a path token such as Sumo Logic's) replaced by a `${NAME}`
 * reference the operator supplies at run time; a note names the member, never its value.
 */
function guardDestination(b: PlanBuilder, desired: DesiredScope, jobPath: string, destination: string): string {
  const parsed = analyzeDestination(destination).destination;
  const kind = parsed?.kind ?? parsed?.scheme ?? 'destination';
  const guarded = replaceUrlCredentials(destination, (credential) => {
    const reference = suggestedReference(kind, credential.name);
    const what = credential.kind === 'userinfo' ? 'password in the user info' : credential.kind === 'path' ? 'token in the path' : `credential \`${credential.name}\``;
    b.note('warning', `${jobPath}.destination_conf: the ${what} is written in clear text; the plan uses ${reference} instead`, desired.scope, desired.file);
    return reference;
  }, true);
  for (const name of envReferences(guarded)) b.input(name, 'secret', `a credential of the log push destination (${jobPath}.destination_conf)`);
  return guarded;
}
