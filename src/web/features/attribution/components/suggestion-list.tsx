import type { TAttributionSuggestion } from '../../../../shared/api/attribution.js';
import { Alert } from '../../../components/alert';
import { errorMessage } from '../../../lib/api-client';
import { useSuggestions } from '../api/attribution-queries';
import { ATTRIBUTION_MESSAGES, ATTRIBUTION_TEXTS } from '../texts';

const T = ATTRIBUTION_TEXTS;
const CONFIDENCE_BADGE = { high: 'badge--success', medium: 'badge--info', low: 'badge--primary' } as const;

interface SuggestionListProps {
  orderId: string;
  onUse: (suggestion: TAttributionSuggestion) => void;
}

/** Where the order probably belongs, best first, each with its confidence and why. */
export function SuggestionList({ orderId, onUse }: SuggestionListProps) {
  const suggestions = useSuggestions(orderId, true);
  return (
    <section className="stack stack--tight" aria-labelledby="suggestions-title">
      <h3 className="section-title" id="suggestions-title">
        {T.suggestions}
      </h3>
      {suggestions.isPending ? (
        <p className="muted" role="status">
          {T.suggestionsLoading}
        </p>
      ) : suggestions.isError ? (
        <Alert kind="error">
          {errorMessage(suggestions.error, ATTRIBUTION_MESSAGES.loadFailed.suggestions)}
        </Alert>
      ) : suggestions.data.length === 0 ? (
        <p className="muted">{T.noSuggestions}</p>
      ) : (
        <ul className="suggestions">
          {suggestions.data.map((suggestion) => (
            <li
              key={`${suggestion.groupId}-${suggestion.campaignId ?? ''}-${suggestion.sellerId ?? suggestion.sellerName}`}
              className="suggestion"
            >
              <div className="suggestion__head">
                <strong>{suggestion.sellerName || suggestion.groupName}</strong>
                <span className="muted">
                  {suggestion.groupCode} · {suggestion.campaignName || '—'}
                </span>
                <span className={`badge badge--raw ${CONFIDENCE_BADGE[suggestion.confidence]}`}>
                  {T.confidence[suggestion.confidence]}
                </span>
              </div>
              <ul className="suggestion__reasons">
                {suggestion.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-label={T.applySuggestionLabel(suggestion.sellerName, suggestion.groupCode)}
                onClick={() => onUse(suggestion)}
              >
                {T.applySuggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
