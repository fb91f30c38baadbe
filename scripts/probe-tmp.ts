import { browserBench } from '../bench/browser-bench.ts';
const hours = Number(process.argv[2] ?? 2);
const r = await browserBench((l) => console.log(l), hours);
console.log(JSON.stringify(r));
