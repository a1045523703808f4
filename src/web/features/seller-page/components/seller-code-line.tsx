import { useSellerPageTexts } from '../use-seller-page-texts';

/** "At checkout, enter code AVA-K7Q3": the seller's code, which credits an order whose cart forgot who sold. */
export function SellerCodeLine({ code }: { code: string }) {
  const T = useSellerPageTexts().code;
  return (
    <div className="seller-code">
      <p className="seller-code__line">
        {T.atCheckout} <strong className="seller-code__code">{code}</strong>
      </p>
      <p className="muted seller-code__why">{T.why}</p>
    </div>
  );
}
