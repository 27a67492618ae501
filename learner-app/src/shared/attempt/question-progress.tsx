/** Where the learner is in a timed attempt: "Question 3 of 12" and a bar, the question card's label. */
import { ProgressBar } from '../components/load-state';

export function QuestionProgress({ id, index, total, label }: { readonly id: string; readonly index: number; readonly total: number; readonly label: string }) {
  return (
    <div className="question__progress">
      <p id={id} className="assessment__progress">
        {label}
      </p>
      <ProgressBar value={total > 0 ? ((index + 1) / total) * 100 : 0} label={label} />
    </div>
  );
}
