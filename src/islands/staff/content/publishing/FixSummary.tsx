// What a refused publish must fix, each line a link to its field; it takes the keyboard when a
// refusal is said (use-content-steps.ts).
import type { Ref } from 'react';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId, pathLabel } from '../content-form.ts';
import { useReader } from '../content-reader.tsx';

export default function FixSummary({ errors, ref }: { errors: Record<string, string>; ref: Ref<HTMLElement> }) {
  const say = useSay();
  const { languageName } = useReader();
  const errorList = Object.entries(errors);
  if (errorList.length === 0) return null;
  return (
    <section className="ct-summary" ref={ref} tabIndex={-1} aria-labelledby="ct-summary-heading">
      <h2 id="ct-summary-heading">
        {errorList.length === 1
          ? say('consoleContentOneToFix')
          : say('consoleContentToFix', { count: errorList.length })}
      </h2>
      <ul>
        {errorList.map(([path, reason]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                // A path with no field of its own (hero.width) goes to the nearest one that has.
                let at = path;
                let target = document.getElementById(fieldId(at));
                while (!target && at.includes('.')) {
                  at = at.slice(0, at.lastIndexOf('.'));
                  target = document.getElementById(fieldId(at));
                }
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.focus();
              }}
            >
              {pathLabel(path, languageName, say('consoleContentTheDocument'))}: {reason}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
