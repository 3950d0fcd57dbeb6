// The empty cart (docs/design.md "Empty and error states"): an illustration, one
// sentence and one action.
import { Icon } from '../Icon.tsx';

export function EmptyCart({
  title,
  text,
  action,
  href = '/',
  also,
}: {
  title: string;
  text: string;
  action: string;
  href?: string;
  /** A second way on, under the first (checkout: the customer's orders). */
  also?: { label: string; href: string } | undefined;
}) {
  return (
    <section className="empty-cart" aria-labelledby="empty-cart-title">
      <div className="empty-cart-art" aria-hidden="true">
        <span className="empty-cart-ring">
          <Icon name="bag" size={46} />
        </span>
        <img src="/images/categories/fruits.webp" alt="" width="56" height="56" className="empty-cart-fruit" />
        <img src="/images/categories/vegetables.webp" alt="" width="50" height="50" className="empty-cart-veg" />
        <img src="/images/categories/dairy-eggs.webp" alt="" width="44" height="44" className="empty-cart-dairy" />
      </div>
      <h2 id="empty-cart-title">{title}</h2>
      <p>{text}</p>
      <a className="btn" href={href}>
        {action}
      </a>
      {also && (
        <a className="btn btn-outline" href={also.href}>
          {also.label}
        </a>
      )}
    </section>
  );
}
