// How the simulated service answers: a body with its exact length (HEAD without it), and the
// control endpoints tests use (/__sim/stats, /__sim/faults, /__sim/reset).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimFaults } from './faults.ts';

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
  head: boolean,
) {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(head ? undefined : body);
}

export interface ControlState {
  stats: () => unknown;
  setFaults: (faults: SimFaults) => void;
  reset: () => void;
}

/** GET /__sim/stats, POST /__sim/faults (a JSON body; empty clears), POST /__sim/reset. */
export function controlHandler(state: ControlState) {
  return (req: IncomingMessage, res: ServerResponse, path: string) => {
    const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    if (path === '/__sim/stats') {
      send(res, 200, json, JSON.stringify(state.stats()), false);
      return;
    }
    if (path === '/__sim/faults' && req.method === 'POST') {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        raw += chunk;
      });
      req.on('end', () => {
        try {
          const faults = raw.trim() ? (JSON.parse(raw) as SimFaults) : {};
          state.setFaults(faults);
          send(res, 200, json, JSON.stringify({ faults }), false);
        } catch {
          send(res, 400, json, JSON.stringify({ detail: 'Body must be JSON.' }), false);
        }
      });
      return;
    }
    if (path === '/__sim/reset' && req.method === 'POST') {
      state.reset();
      send(res, 200, json, '{}', false);
      return;
    }
    send(res, 404, json, JSON.stringify({ detail: 'Not found.' }), false);
  };
}
