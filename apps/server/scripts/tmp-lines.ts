import { readFileSync } from 'node:fs';
import { imageOperations } from '../src/modules/problems/image-work/operations.ts';
const [file, page = '1'] = process.argv.slice(2);
const pages = await imageOperations.readPages(readFileSync(file!), 'application/pdf');
const p = pages[Number(page) - 1]!;
for (const l of p.lines) console.log(`${Math.round(l.top)}-${Math.round(l.bottom)} x${Math.round(l.left)}-${Math.round(l.right)} s${l.size?.toFixed(1)}${l.unsure ? ' U' : ''} ${JSON.stringify(l.text).slice(0, 100)}`);
