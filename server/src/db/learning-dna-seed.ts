/**
 * The Leadership DNA survey (issue 11): survey 1 of tour 1, six dimensions, 48 statements and the 5-point
 * scale (dna-content.ts). Fixed ids; idempotent (texts are refreshed on every seed).
 */
import type { Db } from './client.js';
import { dnaDimensionContent, dnaScale, dnaSummary, dnaSurveyId, dnaTitle, dnaTourId } from './dna-content.js';
import { dnaDimensions, dnaOptions, dnaQuestions, dnaSurveys } from './learning-schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedDna(tx: Tx): Promise<void> {
  await tx
    .insert(dnaSurveys)
    .values({ id: dnaSurveyId, code: 'leadership-dna', tourId: dnaTourId, title: dnaTitle, summary: dnaSummary })
    .onConflictDoUpdate({ target: dnaSurveys.id, set: { title: dnaTitle, summary: dnaSummary } });
  for (const [index, text] of dnaScale.entries()) {
    await tx
      .insert(dnaOptions)
      .values({ id: index + 1, surveyId: dnaSurveyId, value: index + 1, text })
      .onConflictDoUpdate({ target: dnaOptions.id, set: { text } });
  }
  const count = dnaDimensionContent.length;
  for (const [index, dimension] of dnaDimensionContent.entries()) {
    const values = { name: dimension.name, narratives: dimension.narratives, narration: dimension.narration };
    await tx
      .insert(dnaDimensions)
      .values({ id: index + 1, surveyId: dnaSurveyId, key: dimension.key, position: index + 1, ...values })
      .onConflictDoUpdate({ target: dnaDimensions.id, set: values });
    // Interleaved: statement s of dimension d is question s * 6 + d + 1.
    for (const [statement, text] of dimension.statements.entries()) {
      const id = statement * count + index + 1;
      await tx
        .insert(dnaQuestions)
        .values({ id, surveyId: dnaSurveyId, dimensionId: index + 1, position: id, text })
        .onConflictDoUpdate({ target: dnaQuestions.id, set: { text } });
    }
  }
}
