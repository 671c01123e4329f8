/**
 * How much a Terraform file's references to its locals may add to what is
 * read. Locals share their values, so reading them is linear, but a local
 * used twice in the next one, and that one twice in the next, doubles the
 * value at each step: thirty such locals describe a value of a billion
 * nodes, or a string of gigabytes, which the mapping and the rules would
 * then walk (YAML's "billion laughs", which `MAX_ALIAS_EXPANSION` bounds for
 * aliases). Each use of a local counts the size of what it reads (the whole
 * value, or the part `local.zones.z1` picks) — a unit per node and per 16
 * characters of a string — and past `MAX_ALIAS_EXPANSION`
 * units plus twice the file's length the reference is refused: the front end
 * reports `locals-limit` (fatal) once and reads it as unknown. Real modules
 * stay far below: a list of 1,000 addresses used in 20 rules is about 20,000
 * units.
 */
import { loadProblem, type LoadProblem } from '../load-problem.js';
import { shortened } from '../../text/headline.js';
import { MAX_ALIAS_EXPANSION } from '../limits.js';
import type { SourceRange } from '../position.js';
import type { TreeNode } from '../value-tree.js';

const CHARACTERS_PER_UNIT = 16;

export class LocalBudget {
  private spent = 0;
  private reported = false;
  private readonly limit: number;
  private readonly sizes = new WeakMap<TreeNode, number>();

  constructor(
    fileLength: number,
    private readonly problems: LoadProblem[],
  ) {
    this.limit = MAX_ALIAS_EXPANSION + 2 * fileLength;
  }

  /** Count one use of a local's `value` at `at`; `false` (and the problem, once) when it goes past the budget. */
  use(value: TreeNode, name: string, at: SourceRange): boolean {
    this.spent += this.sizeOf(value);
    if (this.spent <= this.limit) return true;
    if (!this.reported) {
      this.reported = true;
      this.problems.push(
        loadProblem('locals-limit', `Locals expand to far more than the file holds (\`local.${shortened(name)}\` here); edgelint does not read this file.`, at.start, at.end),
      );
    }
    return false;
  }

  /** Nodes and string units of a value; shared parts are measured once (the depth is that of an evaluated, depth-checked value). */
  private sizeOf(node: TreeNode): number {
    const known = this.sizes.get(node);
    if (known !== undefined) return known;
    let size = 1;
    if (node.kind === 'string') size += Math.floor(node.value.length / CHARACTERS_PER_UNIT);
    else if (node.kind === 'array') for (const item of node.items) size += this.sizeOf(item);
    else if (node.kind === 'object') for (const member of node.members) size += this.sizeOf(member.value);
    this.sizes.set(node, size);
    return size;
  }
}
