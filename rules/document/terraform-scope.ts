import { loadProblemRule } from '../../src/engine/load-problem-rule.js';

export default loadProblemRule(
  'document/terraform-scope',
  ['terraform-scope'],
  'Terraform resources that set neither or both of zone_id and account_id.',
  'error',
);
