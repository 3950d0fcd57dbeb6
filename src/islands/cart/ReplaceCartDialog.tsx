// The replace question (§4 a cart holds one store's items), one dialog for every place that asks
// it: an item's Add (ShopDialogs), a recipe's Add all, Order again and the members cart's Add. The
// question names both stores (domain/orders/cart.ts replaceQuestion); No closes, Yes replaces.
import type { ReplaceCartTexts } from '../../domain/orders/cart.ts';
import { ConfirmDialog } from '../Sheet.tsx';

interface Props {
  open: boolean;
  /** Prefix of the heading's and question's ids (one dialog per page, or one per order card). */
  id: string;
  texts: Pick<ReplaceCartTexts, 'title' | 'yes' | 'no'>;
  question: string;
  onNo(): void;
  onYes(): void;
}

export function ReplaceCartDialog({ open, id, texts, question, onNo, onYes }: Props) {
  return (
    <ConfirmDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onNo}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      <p id={`${id}-text`}>{question}</p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-outline" onClick={onNo}>
          {texts.no}
        </button>
        <button type="button" className="btn" onClick={onYes}>
          {texts.yes}
        </button>
      </div>
    </ConfirmDialog>
  );
}
