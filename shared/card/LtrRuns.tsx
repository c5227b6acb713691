import { ltrRuns } from '../ltr-runs';

/**
 * Text the owner typed, shown as typed with its phone numbers, addresses and dates each in a `<bdi dir="ltr">`, so that a
 * right-to-left card does not reverse them. Display only: the stored text, the vCard and the mails keep it plain.
 */
export function LtrRuns({ text }: { text: string }) {
  const runs = ltrRuns(text);
  if (runs.length === 1 && !runs[0]!.ltr) return text;
  return runs.map((run, index) =>
    run.ltr ? (
      <bdi dir="ltr" key={index}>
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
