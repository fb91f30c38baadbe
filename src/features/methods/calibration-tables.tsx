// #/methods' measured figures: how well each rule ordered the simulated ladder's archetypes
// (calibration.json, written by npm run calibrate), in the screen's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { TableHead } from '../../components/table-head.tsx';
import { formatPercent } from '../../domain/format.ts';
import figures from './calibration.json' with { type: 'json' };
import { RULE_COLUMNS, ruleColumnFigures } from './calibration-table.ts';
import {
  correlationLabel,
  ruleColumnLabel,
  ruleLabel,
  summaryLabels,
  tierOneLabel,
} from './calibration-text.ts';

export function CalibrationTables() {
  const { t } = useLingui();
  const commit = figures.commit;
  const fifty = formatPercent(0.5, 0);
  return (
    <>
      <dl className="space-y-1 text-sm">
        {summaryLabels(figures).map(([name, value]) => (
          <div key={name}>
            <dt className="font-medium">{name}</dt>
            <dd className="text-muted">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="py-2 text-left">
            <Trans>
              How well each rule orders archetypes by their true win rate (ρ: rank correlation, mean
              and range over seeds 1–5), and how often its first tier was truly above {fifty}.
            </Trans>{' '}
            <Trans>Measured at commit {commit}.</Trans>
          </caption>
          <TableHead
            columns={[
              { label: t({ message: 'Rule', comment: 'column header: a ranking rule' }) },
              ...RULE_COLUMNS.map((c) => ({ label: ruleColumnLabel(c), className: 'px-2' })),
            ]}
          />
          <tbody>
            {Object.keys(figures.demo.rules).map((rule) => (
              <tr key={rule} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {ruleLabel(rule)}
                </th>
                {ruleColumnFigures(figures, rule).map((f, i) => (
                  <td key={RULE_COLUMNS[i]?.label} className="px-2">
                    {correlationLabel(f?.spearman ?? [])} · {tierOneLabel(f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
