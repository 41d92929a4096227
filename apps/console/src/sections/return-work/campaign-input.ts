import { yuanTextToCents } from '../../lib/yuan-input';

export type FieldValues = { key?: string; label?: string; kind?: string; isRequired?: boolean };

export type CampaignFormValues = {
  name?: string;
  cityId?: number;
  days?: [{ format: (pattern: string) => string }, { format: (pattern: string) => string }] | null;
  employerFareCents?: string;
  intro?: string;
  fields?: FieldValues[];
};

/** What a new campaign asks unless the operator changes it: a health promise, the ID number, where they come from. */
export const DEFAULT_FIELDS: FieldValues[] = [
  { key: 'healthOk', label: '本人近 14 天无发热、咳嗽等症状', kind: 'confirm', isRequired: true },
  { key: 'idNumber', label: '身份证号', kind: 'idNumber', isRequired: true },
  { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
];

/** The form's values as CreateCampaignBody: the days from the range picker, the fare in integer cents from the yuan typed. */
export const toCampaignInput = (values: CampaignFormValues): Record<string, unknown> => ({
  name: values.name ?? '',
  cityId: values.cityId,
  startsOn: values.days?.[0].format('YYYY-MM-DD'),
  endsOn: values.days?.[1].format('YYYY-MM-DD'),
  employerFareCents: yuanTextToCents(values.employerFareCents) ?? Number.NaN,
  intro: values.intro ?? '',
  fields: (values.fields ?? []).map((f) => ({ key: f.key ?? '', label: f.label ?? '', kind: f.kind, isRequired: f.isRequired ?? true })),
});
