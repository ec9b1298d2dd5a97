import { Flex, Image, Tag, theme } from 'antd';
import { useEffect, useState } from 'react';

/** The product's pictures: one large, the others as thumbnails below; a click enlarges. */
export function Gallery({ images, alt, badge }: { images: { thumbnail: string; full: string }[]; alt: string; badge?: string }) {
  const { token } = theme.useToken();
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [images]);
  const current = images[index] ?? images[0];
  return (
    <Flex vertical gap={10} data-testid="gallery">
      <div
        style={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: token.borderRadiusLG,
          background: `radial-gradient(circle at 50% 40%, #fff, ${token.colorBgLayout})`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {badge && (
          <Tag color="red" style={{ position: 'absolute', top: 12, left: 12, zIndex: 1, fontSize: 13, padding: '2px 10px' }}>
            {badge}
          </Tag>
        )}
        {current && (
          <Image
            src={current.full}
            alt={alt}
            style={{ maxHeight: '100%', objectFit: 'contain' }}
            wrapperStyle={{ width: '90%', height: '90%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          />
        )}
      </div>
      {images.length > 1 && (
        <Flex gap={8} wrap>
          {images.map((img, i) => (
            <button
              key={img.thumbnail + i}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`${alt} ${i + 1}`}
              style={{
                width: 72,
                height: 54,
                padding: 4,
                cursor: 'pointer',
                background: '#fff',
                borderRadius: token.borderRadius,
                border: `2px solid ${i === index ? token.colorPrimary : token.colorBorderSecondary}`,
              }}
            >
              <img src={img.thumbnail} alt="" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
            </button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
