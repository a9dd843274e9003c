CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" varchar(80) NOT NULL,
	"metric" text NOT NULL,
	"target" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_metric" CHECK ("goals"."metric" in ('manual', 'earnings_month', 'contracts_month', 'contracts_total', 'reviews_received')),
	CONSTRAINT "goals_amounts" CHECK ("goals"."target" > 0 and "goals"."progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"status" text NOT NULL,
	"percent" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id"),
	CONSTRAINT "learning_progress_state" CHECK (("learning_progress"."status" = 'in_progress' and "learning_progress"."percent" between 1 and 99) or ("learning_progress"."status" = 'completed' and "learning_progress"."percent" = 100))
);
--> statement-breakpoint
CREATE TABLE "learning_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"language" text DEFAULT 'pt-BR' NOT NULL,
	"category" text NOT NULL,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "learning_resources_url_category" UNIQUE("url","category"),
	CONSTRAINT "learning_resources_type" CHECK ("learning_resources"."type" in ('Curso', 'Vídeo', 'Artigo', 'Documentação'))
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_resource_id_learning_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."learning_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_user_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
-- The learning catalogue ('Aprendizagem'): free resources in Portuguese, at least two per SPEC category (shared
-- catalog.ts names). Seeded here so every database, tests included, has it; a later change is a new migration.
INSERT INTO "learning_resources" ("title", "type", "platform", "url", "language", "category", "keywords") VALUES
  ('Design School: cursos e tutoriais de design gráfico', 'Curso', 'Canva', 'https://www.canva.com/pt_br/designschool/', 'pt-BR', 'Design Gráfico', ARRAY['Design Gráfico', 'Identidade Visual', 'Branding', 'Tipografia', 'Canva', 'Logotipo']::text[]),
  ('Tutoriais do Adobe Illustrator', 'Documentação', 'Adobe', 'https://helpx.adobe.com/br/illustrator/tutorials.html', 'pt-BR', 'Design Gráfico', ARRAY['Illustrator', 'Ilustração', 'Logotipo', 'Design Gráfico', 'Vetor']::text[]),
  ('Aprenda Inkscape: desenho vetorial livre', 'Documentação', 'Inkscape', 'https://inkscape.org/pt-br/learn/', 'pt-BR', 'Design Gráfico', ARRAY['Inkscape', 'Ilustração', 'Logotipo', 'Vetor', 'Design Gráfico']::text[]),
  ('Curso de Python 3 – Mundo 1', 'Curso', 'Curso em Vídeo', 'https://www.cursoemvideo.com/curso/python-3-mundo-1/', 'pt-BR', 'Programação & Tecnologia', ARRAY['Python', 'Programação', 'Lógica de Programação']::text[]),
  ('Canal Curso em Vídeo (Gustavo Guanabara)', 'Vídeo', 'YouTube', 'https://www.youtube.com/@CursoemVideo', 'pt-BR', 'Programação & Tecnologia', ARRAY['Programação', 'HTML', 'CSS', 'JavaScript', 'Python', 'Java', 'PHP', 'Git']::text[]),
  ('Aprendendo desenvolvimento web', 'Documentação', 'MDN Web Docs', 'https://developer.mozilla.org/pt-BR/docs/Learn', 'pt-BR', 'Programação & Tecnologia', ARRAY['HTML', 'CSS', 'JavaScript', 'Desenvolvimento Web', 'Front-end']::text[]),
  ('Guia de JavaScript', 'Documentação', 'MDN Web Docs', 'https://developer.mozilla.org/pt-BR/docs/Web/JavaScript/Guide', 'pt-BR', 'Programação & Tecnologia', ARRAY['JavaScript', 'TypeScript', 'Node.js', 'React', 'Front-end']::text[]),
  ('O tutorial Python (documentação oficial)', 'Documentação', 'Python.org', 'https://docs.python.org/pt-br/3/tutorial/', 'pt-BR', 'Programação & Tecnologia', ARRAY['Python', 'Django', 'Análise de Dados', 'Programação']::text[]),
  ('Pro Git: o livro do Git em português', 'Documentação', 'Git', 'https://git-scm.com/book/pt-br/v2', 'pt-BR', 'Programação & Tecnologia', ARRAY['Git', 'GitHub', 'Programação', 'Software']::text[]),
  ('Bootcamps e cursos gratuitos de tecnologia', 'Curso', 'DIO', 'https://www.dio.me/', 'pt-BR', 'Programação & Tecnologia', ARRAY['Java', 'JavaScript', 'Python', 'Back-end', 'Full Stack', 'Desenvolvimento Web', 'Desenvolvimento Mobile']::text[]),
  ('Ateliê Digital: cursos gratuitos de marketing digital', 'Curso', 'Google', 'https://learndigital.withgoogle.com/ateliedigital', 'pt-BR', 'Marketing Digital', ARRAY['Marketing Digital', 'SEO', 'Google Ads', 'Redes Sociais', 'E-commerce']::text[]),
  ('Skillshop: Google Ads e Google Analytics', 'Curso', 'Google Skillshop', 'https://skillshop.withgoogle.com/', 'pt-BR', 'Marketing Digital', ARRAY['Google Ads', 'Google Analytics', 'Tráfego Pago', 'Marketing Digital']::text[]),
  ('RD Station Academy: cursos de marketing e vendas', 'Curso', 'RD Station', 'https://www.rdstation.com/academy/', 'pt-BR', 'Marketing Digital', ARRAY['Marketing Digital', 'Inbound Marketing', 'E-mail Marketing', 'Marketing de Conteúdo', 'Vendas']::text[]),
  ('Manual do Blender', 'Documentação', 'Blender', 'https://docs.blender.org/manual/pt/latest/', 'pt-BR', 'Vídeo & Animação', ARRAY['Blender', 'Animação', '3D', 'Modelagem 3D', 'Motion Graphics']::text[]),
  ('Tutoriais do Adobe Premiere Pro', 'Documentação', 'Adobe', 'https://helpx.adobe.com/br/premiere-pro/tutorials.html', 'pt-BR', 'Vídeo & Animação', ARRAY['Premiere', 'Edição de Vídeo', 'Vídeo', 'Videomaker']::text[]),
  ('Tutoriais do Adobe After Effects', 'Documentação', 'Adobe', 'https://helpx.adobe.com/br/after-effects/tutorials.html', 'pt-BR', 'Vídeo & Animação', ARRAY['After Effects', 'Motion Graphics', 'Animação', 'Vídeo']::text[]),
  ('Blog da Rock Content: produção de conteúdo e SEO', 'Artigo', 'Rock Content', 'https://rockcontent.com/br/blog/', 'pt-BR', 'Redação & Tradução', ARRAY['Redação', 'Copywriting', 'Marketing de Conteúdo', 'SEO', 'Revisão']::text[]),
  ('Cursos gratuitos de português e comunicação', 'Curso', 'Fundação Bradesco – Escola Virtual', 'https://www.ev.org.br/', 'pt-BR', 'Redação & Tradução', ARRAY['Português', 'Redação', 'Revisão', 'Comunicação']::text[]),
  ('Escola Virtual de Governo: cursos gratuitos com certificado', 'Curso', 'Enap – Escola Virtual.Gov', 'https://www.escolavirtual.gov.br/', 'pt-BR', 'Redação & Tradução', ARRAY['Redação', 'Comunicação', 'Revisão', 'Tradução']::text[]),
  ('Learning Music: o básico da produção musical', 'Curso', 'Ableton', 'https://learningmusic.ableton.com/', 'pt-BR', 'Música & Áudio', ARRAY['Produção Musical', 'Música', 'Beat', 'Áudio', 'Mixagem']::text[]),
  ('Cifras e videoaulas de instrumentos', 'Vídeo', 'Cifra Club', 'https://www.cifraclub.com.br/', 'pt-BR', 'Música & Áudio', ARRAY['Música', 'Violão', 'Guitarra', 'Músico', 'Instrumento']::text[]),
  ('Tutoriais do Adobe Photoshop', 'Documentação', 'Adobe', 'https://helpx.adobe.com/br/photoshop/tutorials.html', 'pt-BR', 'Fotografia & Edição', ARRAY['Photoshop', 'Edição de Imagem', 'Retoque', 'Tratamento de Imagem', 'Fotografia']::text[]),
  ('Manual do GIMP', 'Documentação', 'GIMP', 'https://docs.gimp.org/2.10/pt_BR/', 'pt-BR', 'Fotografia & Edição', ARRAY['GIMP', 'Edição de Imagem', 'Retoque', 'Fotografia']::text[]),
  ('Cursos online gratuitos do Sebrae: gestão do seu negócio de moda ou beleza', 'Curso', 'Sebrae', 'https://sebrae.com.br/sites/PortalSebrae/cursosonline', 'pt-BR', 'Moda & Beleza', ARRAY['Moda', 'Beleza', 'Empreendedorismo', 'Gestão', 'Estética']::text[]),
  ('Cursos gratuitos de empreendedorismo e atendimento', 'Curso', 'Fundação Bradesco – Escola Virtual', 'https://www.ev.org.br/', 'pt-BR', 'Moda & Beleza', ARRAY['Empreendedorismo', 'Atendimento', 'Moda', 'Beleza']::text[]),
  ('Documentação do Godot Engine', 'Documentação', 'Godot', 'https://docs.godotengine.org/pt-br/4.x/', 'pt-BR', 'Games & Desenvolvimento de Jogos', ARRAY['Godot', 'Desenvolvimento de Jogos', 'Games', 'GDScript']::text[]),
  ('Desenvolvimento de jogos para a web', 'Documentação', 'MDN Web Docs', 'https://developer.mozilla.org/pt-BR/docs/Games', 'pt-BR', 'Games & Desenvolvimento de Jogos', ARRAY['Desenvolvimento de Jogos', 'Games', 'JavaScript', 'HTML5']::text[]),
  ('Manual do Blender: modelagem e animação 3D', 'Documentação', 'Blender', 'https://docs.blender.org/manual/pt/latest/', 'pt-BR', 'Games & Desenvolvimento de Jogos', ARRAY['Blender', '3D', 'Modelagem 3D', 'Games']::text[]),
  ('Blog da Nuvemshop: como vender pela internet', 'Artigo', 'Nuvemshop', 'https://www.nuvemshop.com.br/blog', 'pt-BR', 'E-commerce & Lojas Virtuais', ARRAY['E-commerce', 'Loja Virtual', 'Vendas', 'Nuvemshop']::text[]),
  ('Central de Vendedores do Mercado Livre', 'Artigo', 'Mercado Livre', 'https://vendedores.mercadolivre.com.br/', 'pt-BR', 'E-commerce & Lojas Virtuais', ARRAY['Mercado Livre', 'Marketplace', 'E-commerce', 'Vendas']::text[]),
  ('Cursos online gratuitos do Sebrae: vendas e e-commerce', 'Curso', 'Sebrae', 'https://sebrae.com.br/sites/PortalSebrae/cursosonline', 'pt-BR', 'E-commerce & Lojas Virtuais', ARRAY['E-commerce', 'Vendas', 'Empreendedorismo', 'Loja Virtual']::text[]),
  ('UX Collective Brasil: artigos de UX e design de produto', 'Artigo', 'UX Collective', 'https://brasil.uxdesign.cc/', 'pt-BR', 'Design de Produtos', ARRAY['UX', 'UI', 'UX/UI', 'Design de Produto', 'Figma', 'Pesquisa com Usuários']::text[]),
  ('Acessibilidade na web', 'Documentação', 'MDN Web Docs', 'https://developer.mozilla.org/pt-BR/docs/Web/Accessibility', 'pt-BR', 'Design de Produtos', ARRAY['Acessibilidade', 'UX', 'UI', 'Design de Interfaces']::text[]),
  ('Meta Blueprint: cursos gratuitos de Facebook e Instagram', 'Curso', 'Meta', 'https://www.facebook.com/business/learn', 'pt-BR', 'Gestão de Redes Sociais', ARRAY['Instagram', 'Facebook', 'Social Media', 'Redes Sociais', 'Tráfego Pago']::text[]),
  ('Ateliê Digital: presença nas redes sociais', 'Curso', 'Google', 'https://learndigital.withgoogle.com/ateliedigital', 'pt-BR', 'Gestão de Redes Sociais', ARRAY['Redes Sociais', 'Social Media', 'Marketing Digital']::text[]),
  ('Design School: posts e conteúdo para redes sociais', 'Curso', 'Canva', 'https://www.canva.com/pt_br/designschool/', 'pt-BR', 'Gestão de Redes Sociais', ARRAY['Canva', 'Social Media', 'Redes Sociais', 'Instagram']::text[])
ON CONFLICT ("url", "category") DO NOTHING;
