import { lazy, Suspense } from 'react';
import { BrandPanel } from './brand-panel';

// The carousel (its icons and the ten testimonials) is not needed to log in: it loads after the form.
const TestimonialsCarousel = lazy(async () => ({
  default: (await import('./testimonials-carousel')).TestimonialsCarousel,
}));

/** Brand panel of the login and sign-up screens. */
export function TestimonialsAside() {
  return (
    <BrandPanel
      eyebrow="Quem usa, recomenda"
      title="Talento brasileiro, projetos de verdade."
      text="Empresas e freelancers de todo o país fecham negócio na Labora, com o pagamento protegido do início à entrega."
    >
      <Suspense fallback={<div className="h-96 rounded-3xl border border-white/10 bg-white/[0.06]" />}>
        <TestimonialsCarousel />
      </Suspense>
    </BrandPanel>
  );
}
