import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { extractFile, findDocFiles } from '../../scripts/examples/extract';
import { checkGraphqlExamples, type GraphqlReport } from '../../scripts/examples/graphqlExamples';
import { requestOf } from '../../src/explorer/examples';

const totals: Omit<GraphqlReport, 'failures'> = { validated: 0, executed: 0, responsesCompared: 0, marked: 0 };

describe('GraphQL examples run against the sample project', () => {
  for (const file of findDocFiles()) {
    const blocks = extractFile(file);
    if (!blocks.some((block) => block.lang === 'graphql' || block.lang === 'gql' || requestOf(block))) continue;
    test(file, async () => {
      const { failures, ...counts } = await checkGraphqlExamples(file, blocks);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
      assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
    });
  }

  after(() => {
    console.log(
      `GraphQL examples: ${totals.validated} validated, ${totals.executed} cases executed, ` +
        `${totals.responsesCompared} responses compared, ${totals.marked} marked as needing a service, the admin API, the page's schema or the reader's own data`,
    );
  });
});
