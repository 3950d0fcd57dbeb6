// /rate-order/{id}: stars from 1 to 5 as a radio group, and a comment; sent with
// rate-order. One rating per delivered order (the server refuses a second).
import { useState, type SubmitEvent } from 'react';
import { rateOrder } from '../../client/orders.ts';
import { RATING_COMMENT_MAX } from '../../domain/constants.ts';
import { countText } from '../../domain/plural.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { RatingTexts } from './texts.ts';
import { useMounted } from '../use-mounted.ts';
import { useTypedValue } from '../use-typed-value.ts';
import './orders.css';

/** From this many characters left, a screen reader hears the count as it changes. */
const SAY_LEFT_FROM = 50;

const STAR = 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z';

interface Props {
  uniqueOrderId: string;
  storeName: string;
  storeSlug: string;
  texts: RatingTexts;
}

export default function RateOrderForm({ uniqueOrderId, storeName, storeSlug, texts }: Props) {
  // A star tapped before the island hydrated stays chosen (the radio's checked state becomes the
  // state, as typed text does: decision 0189); Submit waits for hydration, so an early tap is
  // never sent as a plain form that loses the rating.
  const [starsValue, setStarsValue, , starRef] = useTypedValue('0');
  const stars = Number(starsValue);
  const setStars = (n: number) => setStarsValue(String(n));
  const mounted = useMounted();
  const [comment, setComment, commentRef] = useTypedValue();
  const left = Math.max(0, RATING_COMMENT_MAX - comment.length);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stars < 1) {
      setError(texts.chooseStars);
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await rateOrder(uniqueOrderId, stars, comment);
    setBusy(false);
    if (answer.ok) setDone(true);
    else setError(answer.error.message);
  };

  if (done) {
    return (
      <div className="rating-done" role="status">
        <div className="star-row" role="img" aria-label={countText(texts.stars, stars)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={n <= stars ? 'star lit' : 'star'}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={STAR} fill="currentColor" />
              </svg>
            </span>
          ))}
        </div>
        <p>{texts.thanks}</p>
        <a className="btn btn-outline" href={`/reviews/${storeSlug}`}>
          {texts.seeReviews}
        </a>
      </div>
    );
  }

  return (
    <form className="rating-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="stars">
        <legend>{fillTemplate(texts.legend, { store: storeName })}</legend>
        <div className="star-row" role="radiogroup">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= stars ? 'star lit' : 'star'}>
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                ref={starRef}
                onChange={() => setStars(n)}
                onClick={() => setStars(n)}
                aria-label={countText(texts.stars, n)}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d={STAR} fill="currentColor" stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
              </svg>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rating-comment">
        <label htmlFor="rating-comment">
          {texts.comment} <small>({texts.optional})</small>
        </label>
        <textarea
          id="rating-comment"
          name="comment"
          maxLength={RATING_COMMENT_MAX}
          aria-describedby="rating-comment-left"
          value={comment}
          ref={commentRef}
          onChange={(event) => setComment(event.target.value)}
        />
        {/* Shown all along, and said as it runs out: a paste longer than the limit is cut at it. */}
        <p id="rating-comment-left" className={left === 0 ? 'rating-left none' : 'rating-left'} aria-hidden="true">
          {countText(texts.charactersLeft, left)}
        </p>
        <p className="visually-hidden" role="status">
          {left <= SAY_LEFT_FROM ? countText(texts.charactersLeft, left) : ''}
        </p>
      </div>
      {error && (
        <p className="rating-error" role="alert">
          <span aria-hidden="true">⚠</span> {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy || !mounted} aria-busy={busy}>
        {busy && <span className="spinner small light" aria-hidden="true" />}
        {texts.submit}
      </button>
    </form>
  );
}
