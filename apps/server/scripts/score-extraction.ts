// Scores extraction without AI on the worksheet corpus (docs/product/extraction.md#scoring):
// per sheet and in total, problems split right, text similarity, formulas right and changed
// silently, junk drafts, figure boxes, solutions, grade, time.
//   node scripts/score-extraction.ts                the drawn corpus and the worksheets by others (test/fixtures/worksheets)
//   node scripts/score-extraction.ts --dir FOLDER   another folder too: FOLDER/<id>.pdf (.png, .jpg) with <id>.truth.json
//   node scripts/score-extraction.ts --drafts ID    also prints the drafts of one sheet
//   node scripts/score-extraction.ts --json         the scores as JSON
//   node scripts/score-extraction.ts --ai           through the AI path: the loopback model answers from the text-layer hint
import { stopReading } from '../src/modules/problems/extraction/ocr.ts';
import { CORPUS } from '../test/fixtures/worksheets/corpus.ts';
import { folderSheets, OTHERS, scoreSheets, scoreSheetsWithAi } from '../test/fixtures/worksheets/run.ts';
import { table, totals } from '../test/fixtures/worksheets/score.ts';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = option('--dir');
const sheets = [...CORPUS, ...folderSheets(OTHERS), ...(dir ? folderSheets(dir) : [])];
const results = args.includes('--ai') ? await scoreSheetsWithAi(sheets.filter((s) => !s.type)) : await scoreSheets(sheets);
await stopReading();
const scores = results.map((r) => r.score);
if (args.includes('--json')) {
  console.log(JSON.stringify({ sheets: scores, total: totals(scores) }, null, 2));
} else {
  console.log(table(scores));
}
const show = option('--drafts');
for (const result of results.filter((r) => show && (show === 'all' || r.score.id === show))) {
  console.log(`\n## ${result.score.id}`);
  for (const d of result.drafts) {
    console.log(`- [p${d.page_index + 1}${d.image_data ? ' fig' : ''} g${d.gradefrom}-${d.gradeto}] ${JSON.stringify(d.text)}${d.solution ? ` | solution ${JSON.stringify(d.solution)}` : ''}${d.notes ? ` | notes ${JSON.stringify(d.notes)}` : ''}`);
  }
}
