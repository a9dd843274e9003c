import { describe, expect, it } from 'vitest';
import {
  categoriesNamedBy,
  categoriesOfFilter,
  categoriesSearchedBy,
  DASHBOARD_CATEGORIES,
  foldCategoryText,
  jobCategoriesOf,
} from './catalog.js';
import { JOB_CATEGORIES } from './jobs.js';

// SPEC §2 "Category carousel (12)", word for word and in order.
const SPEC_CAROUSEL =
  'Design Gráfico, Programação & Tecnologia, Marketing Digital, Vídeo & Animação, Redação & Tradução, Música & Áudio, Fotografia & Edição, Moda & Beleza, Games & Desenvolvimento de Jogos, E-commerce & Lojas Virtuais, Design de Produtos, Gestão de Redes Sociais';

describe('the dashboard category table', () => {
  it("holds SPEC's 12 carousel names exactly, in SPEC's order", () => {
    expect(DASHBOARD_CATEGORIES.map((c) => c.name)).toEqual(SPEC_CAROUSEL.split(', '));
  });

  it('gives every dashboard category at least one job category and one keyword, none twice', () => {
    for (const category of DASHBOARD_CATEGORIES) {
      const jobs = jobCategoriesOf(category);
      expect([category.name, jobs.length > 0, category.keywords.length > 0]).toEqual([category.name, true, true]);
      expect([category.name, new Set(jobs).size]).toEqual([category.name, jobs.length]);
      const folded = category.keywords.map(foldCategoryText);
      expect([category.name, new Set(folded).size]).toEqual([category.name, folded.length]);
    }
  });

  it('reaches every job category from some dashboard category', () => {
    const reached = new Set(DASHBOARD_CATEGORIES.flatMap(jobCategoriesOf));
    expect(JOB_CATEGORIES.filter((job) => !reached.has(job))).toEqual([]);
    // And a job category used as a filter stands for at least one dashboard category.
    for (const job of JOB_CATEGORIES) expect([job, categoriesOfFilter(job).length > 0]).toEqual([job, true]);
  });

  it('files the carousel where the issue found it wrong', () => {
    const jobsOf = (name: string) => jobCategoriesOf(categoriesOfFilter(name)[0] as (typeof DASHBOARD_CATEGORIES)[0]);
    // Not a bare 'Outro', 'Consultoria' or 'Desenvolvimento Mobile' any more: a keyword decides within them.
    for (const name of ['Música & Áudio', 'Moda & Beleza', 'Games & Desenvolvimento de Jogos']) {
      const category = DASHBOARD_CATEGORIES.find((c) => c.name === name);
      expect([name, category?.jobCategories]).toEqual([name, []]);
    }
    expect(jobsOf('Programação & Tecnologia')).toContain('Desenvolvimento Web');
    expect(jobsOf('Design de Produtos')).toEqual(['Design UI/UX']);
  });

  it('finds categories by part of their name, accents and case ignored', () => {
    const names = (search: string) => categoriesNamedBy(search).map((c) => c.name);
    expect(names('programacao')).toEqual(['Programação & Tecnologia']);
    expect(names('MÚSICA')).toEqual(['Música & Áudio']);
    expect(names('Música & Áudio')).toEqual(['Música & Áudio']);
    expect(names('desenvolvimento web')).toEqual(['Programação & Tecnologia']);
    expect(names('design')).toEqual(['Design Gráfico', 'Design de Produtos']);
    expect(names('de')).toEqual([]);
    expect(names('react')).toEqual([]);
  });

  it("reads a word starting one of a category's keywords as that category (its synonyms)", () => {
    const names = (search: string) => categoriesSearchedBy(search).map((c) => c.name);
    expect(names('logotipo')).toEqual(['Design Gráfico']);
    expect(names('LOGO')).toEqual(['Design Gráfico']);
    expect(names('react')).toEqual(['Programação & Tecnologia']);
    expect(names('loja virtual')).toEqual(['E-commerce & Lojas Virtuais']);
    expect(names('designer')).toEqual(['Design Gráfico', 'Design de Produtos']);
    // Names as before; too short or nothing in the table, none.
    expect(names('programacao')).toEqual(['Programação & Tecnologia']);
    expect(names('ux')).toEqual([]);
    expect(names('academia')).toEqual([]);
  });

  it('reads a filter as a dashboard category or as a job category', () => {
    expect(categoriesOfFilter('Moda & Beleza').map((c) => c.name)).toEqual(['Moda & Beleza']);
    expect(categoriesOfFilter('Desenvolvimento Web').map((c) => c.name)).toEqual(['Programação & Tecnologia']);
    expect(categoriesOfFilter('Outro').map((c) => c.name)).toEqual([
      'Música & Áudio',
      'Fotografia & Edição',
      'Moda & Beleza',
      'Games & Desenvolvimento de Jogos',
    ]);
    expect(categoriesOfFilter('Nada')).toEqual([]);
  });
});
