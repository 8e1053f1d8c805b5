import { CORPUS } from './test/fixtures/worksheets/corpus.ts';
import { imageOperations } from './src/modules/problems/image-work/operations.ts';
const sheet = CORPUS.find((s) => s.id === process.argv[2])!;
const pages = await imageOperations.readPages(await sheet.pdf(), 'application/pdf');
for (const p of pages) { for (const l of p.lines) console.log(JSON.stringify(l)); console.log('figures', JSON.stringify(p.figures)); }
