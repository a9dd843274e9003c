-- The public channels (PÚBLICO): one open room per dashboard category of packages/shared/src/catalog.ts
-- (DASHBOARD_CATEGORIES); messages.test.ts checks the two lists agree.
INSERT INTO "conversations" ("kind", "category") VALUES
  ('public', 'Design Gráfico'),
  ('public', 'Programação & Tecnologia'),
  ('public', 'Marketing Digital'),
  ('public', 'Vídeo & Animação'),
  ('public', 'Redação & Tradução'),
  ('public', 'Música & Áudio'),
  ('public', 'Fotografia & Edição'),
  ('public', 'Moda & Beleza'),
  ('public', 'Games & Desenvolvimento de Jogos'),
  ('public', 'E-commerce & Lojas Virtuais'),
  ('public', 'Design de Produtos'),
  ('public', 'Gestão de Redes Sociais');
