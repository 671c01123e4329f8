import { loadProblemRule } from '../../src/engine/load-problem-rule.js';

export default loadProblemRule(
  'document/terraform-scope',
  ['terraform-scope'],
  'A Terraform ruleset or log push job sets exactly one of zone_id and account_id, and a list or list item sets account_id, as the provider requires.',
  'error',
);
