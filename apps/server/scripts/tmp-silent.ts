import { folderSheets, OTHERS, scoreSheets } from '../test/fixtures/worksheets/run.ts';
import { formulasOf, normalFormula, plain, similarity } from '../test/fixtures/worksheets/score.ts';
import { asksToCheckFormulas } from '../src/modules/problems/extraction/drafts.ts';
const only = process.argv[2];
const sheets = folderSheets(OTHERS).filter((s) => !only || s.id === only);
for (const [n, r] of (await scoreSheets(sheets)).entries()) {
  const truth = sheets[n]!.truth;
  for (const p of truth.problems) {
    const best = r.drafts.map((d) => ({ d, s: similarity(p.text, d.text) })).sort((a, b) => b.s - a.s)[0];
    if (!best || best.s < 0.5) continue;
    const found = formulasOf(best.d.text).map(normalFormula).join(' ');
    for (const f of formulasOf(p.text)) {
      if (found.includes(normalFormula(f))) continue;
      if (!asksToCheckFormulas(best.d.notes) && !plain(best.d.text).includes(plain(`$${f}$`))) console.log(`${r.score.id}: SILENT truth ${JSON.stringify(f)}\n   draft: ${JSON.stringify(best.d.text.slice(0, 400))}`);
    }
  }
}
