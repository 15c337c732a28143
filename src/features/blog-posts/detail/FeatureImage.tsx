import { useState } from 'react';
import type { ArticleImage } from '../../../../domain/entities/article';
import { ImagePlaceholder } from '../../../ui/ImagePlaceholder';

const FRAME = { width: '100%', maxWidth: 480, aspectRatio: '16 / 9', borderRadius: 6 } as const;

/** The feature image with its alt text and caption; the placeholder when there is none or it does not load (§2). */
export function FeatureImage({ image }: { image: ArticleImage | undefined }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!image || broken === image.imageUrl) return <ImagePlaceholder label="No image" style={FRAME} />;
  const { altText, imageName, captionImage } = image.metadata;
  return (
    <figure style={{ margin: 0 }}>
      <img src={image.imageUrl} alt={altText || imageName} style={{ ...FRAME, objectFit: 'cover', display: 'block' }} onError={() => setBroken(image.imageUrl)} />
      <figcaption>
        <strong>{imageName}</strong>
        {captionImage ? ` — ${captionImage}` : null}
      </figcaption>
    </figure>
  );
}
