import { folderSheets, OTHERS, scoreSheets } from '../test/fixtures/worksheets/run.ts';
import { similarity } from '../test/fixtures/worksheets/score.ts';
const id = process.argv[2];
const sheets = folderSheets(OTHERS).filter((s) => s.id === id);
const [r] = await scoreSheets(sheets);
for (const p of sheets[0]!.truth.problems) {
  const best = r!.drafts.map((d) => ({ d, s: similarity(p.text, d.text) })).sort((a, b) => b.s - a.s)[0];
  if (!best || best.s < 0.8) console.log(`MISS ${best?.s.toFixed(2)}\n  truth: ${JSON.stringify(p.text).slice(0, 300)}\n  draft: ${JSON.stringify(best?.d.text ?? '').slice(0, 300)}`);
}
console.log('drafts', r!.drafts.length);
