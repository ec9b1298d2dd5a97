import { Alert, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimBikeArticle } from '../../graphql/claim-forms.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import type { FrameFacts } from './form-frame-lookup.tsx';
import { ArticleSearch } from './form-article-search.tsx';
import { useClaimBikeArticles } from './form-queries.ts';

const SEARCH_DEBOUNCE_MS = 400;

/** The facts a claim on an unknown frame has: the number as typed and the bike the dealer named; no shipment or recalls. */
const factsOf = (frameNumber: string, bike: ClaimBikeArticle): FrameFacts => ({
  frameNumber,
  brand: bike.brand,
  model: bike.model,
  modelYear: bike.modelYear,
  series: '',
  productionCode: null,
  deliveryNo: null,
  shippedAt: null,
  shippedTo: null,
  shippedToName: null,
  stolen: null,
  recalls: [],
  unknownArticleId: bike.id,
});

interface UnknownFrameProps {
  frameNumber: string;
  onFrame: (frame: FrameFacts | null) => void;
}

/**
 * A frame number the portal does not know, where the market takes claims on such bikes (claimNonCode): the dealer
 * names the bike's model from the market's bikes, and the proof of purchase stands in for the shipment.
 */
export function UnknownFrame({ frameNumber, onFrame }: UnknownFrameProps) {
  const { t } = useTranslation(['claim-form', 'forms']);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ClaimBikeArticle | null>(null);
  const bikes = useClaimBikeArticles(useDebounced(search.trim(), SEARCH_DEBOUNCE_MS));
  const found = bikes.data?.claimBikeArticles ?? [];
  const shown = chosen && !found.some((b) => b.id === chosen.id) ? [chosen, ...found] : found;

  const choose = (id: number | undefined) => {
    const bike = shown.find((b) => b.id === id) ?? null;
    setChosen(bike);
    setSearch('');
    onFrame(bike ? factsOf(frameNumber, bike) : null);
  };

  return (
    <Flex vertical gap={12} data-testid="unknown-frame">
      <Alert type="info" showIcon message={t('unknown_frame.title', { frameNumber })} description={t('unknown_frame.explain')} />
      <Form.Item
        name="articleId"
        label={t('unknown_frame.model')}
        rules={[{ required: true, message: t('forms:required_field') }]}
        style={{ marginBottom: 0, maxWidth: 480 }}
      >
        <ArticleSearch
          shown={shown}
          lines={(b) => [b.name, `${b.articleCode} · ${b.brand} · ${b.modelYear}`]}
          searching={bikes.isFetching}
          failed={bikes.isError}
          noneKey="unknown_frame.none"
          onSearch={setSearch}
          onChange={choose}
          data-testid="bike-model-picker"
          placeholder={t('unknown_frame.search_placeholder')}
          labelRender={() => (chosen ? `${chosen.name} (${chosen.articleCode})` : null)}
        />
      </Form.Item>
    </Flex>
  );
}
