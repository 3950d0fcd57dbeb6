// §2 Footer: the Cart tab's quantity badge (productQuantity of §3 Cart totals).
import { useStore } from '@nanostores/react';
import { $cartTotals } from '../../stores/cart.ts';
import { label } from '../../stores/settings.ts';
import { useMounted } from '../use-mounted.ts';

export default function CartBadge() {
  const totals = useStore($cartTotals);
  const mounted = useMounted();
  const count = mounted ? totals.productQuantity : 0;
  if (count === 0) return null;
  return (
    <span className="badge" role="status" aria-label={label('cartBadgeText', '{n} in cart', { n: count })}>
      {count}
    </span>
  );
}
