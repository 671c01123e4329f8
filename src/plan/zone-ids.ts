/**
 * The ids of zones the configuration does not give — a Terraform
 * `zone_id = var.zone_id`, a manifest zone without `id` — which a plan asks
 * for when it runs (a `scope-id` input). One input per zone the
 * configuration describes, so that two zones never share one id:
 *
 * - a Terraform zone is its module (the folder of its `.tf` files: Terraform
 *   reads a folder's files as one module, so `var.zone_id` in two files of
 *   it is one value) and the reference written in `zone_id`. Two folders are
 *   two root modules, each run with its own variables: their `var.zone_id`
 *   are two zones;
 * - a manifest zone (or one of a `terraform show -json` file) is its name
 *   (zones of the same name in two files are one zone), else its place in
 *   its file.
 *
 * A plan with one such zone calls its id `${ZONE_ID}`; with several, each
 * is `${ZONE_ID_<what tells them apart>}` — the folder when they are in
 * several folders, the reference (or name) when several are written — so
 * the name says which zone is asked for. Derived from the configuration
 * only (naming.ts): the same files give the same names.
 */
import { zoneReferenceOf } from '../cross-file/project-context.js';
import { folderOf } from '../cross-file/project-index.js';
import type { DocumentModel, ScopeModel } from '../model/types.js';
import { pathText } from './desired.js';
import { envName } from './naming.js';
import { byCodeUnits } from '../text/code-unit-order.js';

/** A zone's id input: the `${NAME}` reference the plan writes, and what the input asks for. */
export interface ZoneIdInput {
  readonly reference: string;
  readonly description: string;
}

/** The id input of a zone (of a document of `file`) whose id the configuration does not give; `undefined` for one it gives. */
export type ZoneIdsOf = (file: string, zone: ScopeModel) => ZoneIdInput | undefined;

/** What identifies a zone without id: its Terraform module (folder) and what is written for it. */
interface Identity {
  /** The folder of a Terraform file (`''`: the working folder); `undefined` outside Terraform modules. */
  readonly module: string | undefined;
  /** The reference written as `zone_id` (`var.zone_id`), else the zone's name, else its file and path. */
  readonly written: string;
  readonly description: string;
}

function identityOf(file: string, zone: ScopeModel): Identity | undefined {
  if (zone.kind !== 'zone' || zone.id !== undefined) return undefined;
  if (zone.partial === true) {
    const reference = zoneReferenceOf(zone);
    const module = folderOf(file);
    const written = reference ?? `${file} ${pathText(zone.path)}`;
    const where = `the Terraform module of ${module === '' ? 'the working folder' : `${module}/`}`;
    return {
      module,
      written,
      description: reference
        ? `the zone id \`${reference}\` gives in ${where} (not written in the configuration)`
        : `the id of the zone at ${pathText(zone.path)} of ${file}, whose zone_id names no one zone (not set, or through each. or count.)`,
    };
  }
  const written = zone.name ?? `${file} ${pathText(zone.path)}`;
  return {
    module: undefined,
    written,
    description: `the id of ${zone.name !== undefined ? `zone ${zone.name}` : `the zone at ${pathText(zone.path)} of ${file}`} (not written in the configuration)`,
  };
}

const keyOf = (identity: Identity): string => `${identity.module ?? ''}\0${identity.written}`;

/** The id inputs of the zones without id of `inputs`' documents. Linear in their zones (plus sorting the distinct ones). */
export function zoneIdsOf(inputs: readonly { readonly filePath: string; readonly document: DocumentModel }[]): ZoneIdsOf {
  const identities = new Map<string, Identity>();
  for (const { filePath, document } of inputs) {
    if (document.kind !== 'manifest') continue;
    for (const zone of document.scopes) {
      const identity = identityOf(filePath, zone);
      if (identity && !identities.has(keyOf(identity))) identities.set(keyOf(identity), identity);
    }
  }
  const names = new Map<string, ZoneIdInput>();
  const sorted = [...identities].sort(([a], [b]) => byCodeUnits(a, b));
  const modules = new Set(sorted.map(([, i]) => i.module));
  const written = new Set(sorted.map(([, i]) => i.written));
  const taken = new Set<string>();
  for (const [key, identity] of sorted) {
    const parts: string[] = [];
    if (sorted.length > 1 && modules.size > 1) parts.push(identity.module === undefined ? 'manifest' : identity.module === '' ? 'root' : identity.module);
    if (sorted.length > 1 && written.size > 1) parts.push(identity.written.replace(/^var\./, ''));
    const base = envName('ZONE_ID', ...parts);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    names.set(key, { reference: `\${${name}}`, description: identity.description });
  }
  return (file, zone) => {
    const identity = identityOf(file, zone);
    return identity ? names.get(keyOf(identity)) : undefined;
  };
}
