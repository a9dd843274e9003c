import { useEffect } from 'react';
import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from './legal-layout';

interface Purpose {
  title: string;
  description: string;
  basis: string;
}

const PURPOSES: readonly Purpose[] = [
  {
    title: 'Criar e manter a sua conta',
    description: 'Cadastro, login, recuperação de senha por código enviado ao seu e-mail e atendimento pelo suporte.',
    basis: 'execução de contrato (art. 7º, V).',
  },
  {
    title: 'Fazer a plataforma funcionar',
    description:
      'Exibir o seu perfil, publicar projetos, enviar propostas, formar contratos, trocar mensagens, registrar entregas e avaliações.',
    basis: 'execução de contrato (art. 7º, V).',
  },
  {
    title: 'Processar pagamentos, custódia e saques',
    description:
      'Cobrar o cliente, manter o valor em custódia, liberá-lo ao freelancer, fazer reembolsos e guardar os registros financeiros.',
    basis: 'execução de contrato (art. 7º, V) e cumprimento de obrigação legal ou regulatória (art. 7º, II).',
  },
  {
    title: 'Enviar avisos sobre a sua conta',
    description:
      'E-mails sobre novas propostas, contratos, pagamentos, disputas, segurança e mudanças nestes documentos.',
    basis: 'execução de contrato (art. 7º, V).',
  },
  {
    title: 'Guardar registros de acesso',
    description: 'Manter o endereço IP e a data e hora de cada acesso pelo prazo exigido pelo Marco Civil da Internet.',
    basis: 'cumprimento de obrigação legal (art. 7º, II).',
  },
  {
    title: 'Proteger você e a plataforma',
    description:
      'Prevenir fraudes, limitar tentativas de login, detectar contas falsas e investigar denúncias de abuso.',
    basis: 'legítimo interesse (art. 7º, IX).',
  },
  {
    title: 'Resolver disputas e defender direitos',
    description: 'Analisar disputas entre usuários e responder a reclamações, processos administrativos ou judiciais.',
    basis: 'exercício regular de direitos (art. 7º, VI).',
  },
  {
    title: 'Melhorar a Labora',
    description: 'Entender, com dados agregados, quais funções são usadas e corrigir erros.',
    basis: 'legítimo interesse (art. 7º, IX).',
  },
  {
    title: 'Enviar novidades e conteúdos da Labora',
    description:
      'Somente se você optar por recebê-los. Você pode cancelar a qualquer momento pelo link no próprio e-mail.',
    basis: 'consentimento (art. 7º, I).',
  },
];

const RIGHTS: readonly { title: string; description: string }[] = [
  { title: 'Confirmação e acesso', description: 'saber se tratamos seus dados e receber uma cópia deles.' },
  { title: 'Correção', description: 'corrigir dados incompletos, inexatos ou desatualizados.' },
  {
    title: 'Anonimização, bloqueio ou eliminação',
    description: 'quando os dados forem desnecessários, excessivos ou tratados em desacordo com a LGPD.',
  },
  {
    title: 'Portabilidade',
    description:
      'receber seus dados em formato estruturado para levá-los a outro fornecedor, conforme a regulamentação.',
  },
  { title: 'Eliminação', description: 'apagar os dados tratados com base no seu consentimento.' },
  {
    title: 'Informação sobre compartilhamento',
    description: 'saber com quais entidades públicas e privadas compartilhamos seus dados.',
  },
  {
    title: 'Informação sobre o consentimento',
    description: 'saber quando você pode não consentir e quais são as consequências da recusa.',
  },
  { title: 'Revogação do consentimento', description: 'retirar o consentimento dado, a qualquer momento.' },
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'privacidade-controlador',
    title: 'Quem é responsável pelos seus dados',
    content: (
      <>
        <p>
          A controladora dos dados pessoais tratados na plataforma é a <strong>Labora Tecnologia Ltda.</strong>, CNPJ a
          ser informado, que toma as decisões sobre como e por que esses dados são usados.
        </p>
        <p>
          Nosso encarregado pelo tratamento de dados pessoais (DPO) é o canal entre você, a Labora e a Autoridade
          Nacional de Proteção de Dados (ANPD). Fale com ele pelo e-mail{' '}
          <a href="mailto:privacidade@labora.com.br">privacidade@labora.com.br</a>.
        </p>
        <p>
          Esta Política vale para todas as pessoas que usam a Labora, como clientes, freelancers ou visitantes, e
          complementa os <Link to="/terms">Termos de Uso</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-dados-coletados',
    title: 'Quais dados coletamos',
    content: (
      <>
        <h3>Dados da conta</h3>
        <ul>
          <li>nome, sobrenome, e-mail e telefone informados no cadastro;</li>
          <li>
            senha, que é guardada apenas como um hash: uma representação irreversível, que permite conferir a senha no
            login sem que ninguém, nem a equipe da Labora, consiga lê-la;
          </li>
          <li>códigos de verificação enviados por e-mail para recuperar a senha, que expiram em 10 minutos.</li>
        </ul>
        <h3>Dados do perfil</h3>
        <ul>
          <li>
            foto, cargo ou área de atuação, apresentação, habilidades, cidade, valor por hora e outras informações que
            você decidir publicar;
          </li>
          <li>gênero, apenas se você quiser informar (há a opção de não se identificar);</li>
          <li>se você atua como cliente, freelancer ou ambos.</li>
        </ul>
        <h3>Dados da sua atividade</h3>
        <ul>
          <li>projetos publicados, propostas enviadas e recebidas, contratos e entregas;</li>
          <li>mensagens trocadas na plataforma, horas registradas, avaliações, denúncias e disputas;</li>
          <li>conversas com o nosso suporte e anotações da equipe de moderação sobre a conta.</li>
        </ul>
        <h3>Dados de pagamento</h3>
        <ul>
          <li>histórico de pagamentos, reembolsos, saldo e saques;</li>
          <li>CPF ou CNPJ, quando solicitados, e os dados da conta bancária ou chave Pix usados para saques;</li>
          <li>
            os dados completos do cartão são informados diretamente ao processador de pagamento e não ficam guardados
            nos servidores da Labora.
          </li>
        </ul>
        <h3>Dados técnicos</h3>
        <ul>
          <li>endereço IP, data e hora de cada acesso;</li>
          <li>tipo de dispositivo, sistema operacional e navegador;</li>
          <li>registros de acesso e de ações importantes na conta, como login, troca de senha e pagamentos.</li>
        </ul>
        <p>
          Não pedimos dados pessoais sensíveis, como origem racial, religião, opinião política ou dados de saúde. Evite
          incluí-los no seu perfil ou nas mensagens.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-finalidades',
    title: 'Para que usamos os dados e com qual base legal',
    content: (
      <>
        <p>
          Só tratamos dados pessoais para finalidades específicas e com uma das bases legais do art. 7º da Lei Geral de
          Proteção de Dados (Lei nº 13.709/2018, a LGPD):
        </p>
        <ul>
          {PURPOSES.map((purpose) => (
            <li key={purpose.title}>
              <strong>{purpose.title}.</strong> {purpose.description}
              <span className="mt-0.5 block text-sm text-slate-600">Base legal: {purpose.basis}</span>
            </li>
          ))}
        </ul>
        <p>
          Quando usamos o legítimo interesse, tratamos apenas os dados necessários, respeitando as suas expectativas e
          os seus direitos. Você pode se opor a esse tratamento escrevendo para o encarregado.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-compartilhamento',
    title: 'Com quem compartilhamos',
    content: (
      <>
        <p>
          <strong>A Labora não vende dados pessoais</strong> e não os compartilha com anunciantes. Compartilhamos apenas
          o necessário com:
        </p>
        <ul>
          <li>
            <strong>Outros usuários:</strong> o seu perfil público, os projetos e propostas que você publica e as
            avaliações ficam visíveis na plataforma; as mensagens são vistas por quem as recebe. Seu e-mail e telefone
            não são exibidos publicamente.
          </li>
          <li>
            <strong>Processadores de pagamento:</strong> para cobrar, manter a custódia, fazer reembolsos e pagar
            saques.
          </li>
          <li>
            <strong>Provedor de envio de e-mails:</strong> para entregar códigos de verificação e avisos da conta.
          </li>
          <li>
            <strong>Provedores de hospedagem e infraestrutura:</strong> que armazenam e processam os dados em nosso
            nome.
          </li>
          <li>
            <strong>Autoridades:</strong> quando a lei exigir ou houver ordem judicial ou de autoridade competente, e
            para defender direitos da Labora ou dos usuários.
          </li>
        </ul>
        <p>
          Nossos fornecedores atuam como operadores: só podem usar os dados para prestar o serviço contratado pela
          Labora e devem protegê-los com medidas de segurança adequadas.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-transferencia',
    title: 'Transferência internacional',
    content: (
      <>
        <p>
          Alguns dos nossos fornecedores, como serviços de nuvem e de envio de e-mails, podem armazenar ou processar
          dados fora do Brasil.
        </p>
        <p>
          Nesses casos, a transferência segue o art. 33 da LGPD e a regulamentação da ANPD: usamos mecanismos como as
          cláusulas-padrão contratuais aprovadas pela ANPD ou escolhemos países com nível adequado de proteção, e
          exigimos do fornecedor garantias equivalentes às desta Política.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-retencao',
    title: 'Por quanto tempo guardamos',
    content: (
      <>
        <p>Guardamos os dados só pelo tempo necessário para cada finalidade:</p>
        <ul>
          <li>
            <strong>Dados da conta e do perfil:</strong> enquanto a conta estiver ativa. Depois da exclusão, são
            eliminados ou anonimizados, salvo nos casos abaixo.
          </li>
          <li>
            <strong>Registros de acesso (IP, data e hora):</strong> 6 meses, como exige o art. 15 do Marco Civil da
            Internet (Lei nº 12.965/2014), ou por mais tempo se houver ordem judicial.
          </li>
          <li>
            <strong>Dados financeiros e fiscais:</strong> pelo prazo exigido pela legislação fiscal e de prevenção à
            lavagem de dinheiro, em geral 5 anos.
          </li>
          <li>
            <strong>Contratos, mensagens e disputas:</strong> pelo prazo necessário para o exercício de direitos em
            processos judiciais, administrativos ou arbitrais.
          </li>
          <li>
            <strong>Códigos de verificação:</strong> apenas até expirarem ou serem usados.
          </li>
        </ul>
        <p>
          Avaliações que você deixou para outras pessoas podem continuar visíveis após a exclusão da conta, mas sem
          identificar você.
        </p>
        <p>
          <strong>Registros financeiros:</strong> as movimentações da carteira, os pagamentos, as custódias, os saques e
          os recibos continuam guardados mesmo depois da exclusão da conta, pelo prazo que a lei exigir. A LGPD permite
          essa conservação para o cumprimento de obrigação legal ou regulatória (art. 16, I, e art. 7º, II). Além disso,
          a conta não pode ser excluída enquanto houver dinheiro na carteira, em custódia ou em saque: saque o saldo e
          conclua ou cancele os contratos pagos antes de pedir a exclusão.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-direitos',
    title: 'Seus direitos',
    content: (
      <>
        <p>O art. 18 da LGPD garante a você, como titular dos dados, os seguintes direitos:</p>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right.title}>
              <strong>{right.title}:</strong> {right.description}
            </li>
          ))}
        </ul>
        <p>
          Você também pode se opor a tratamentos feitos sem consentimento quando estiverem em desacordo com a lei e
          pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado que afetem seus interesses
          (art. 20 da LGPD).
        </p>
        <h3>Como exercer</h3>
        <ul>
          <li>
            <strong>Na própria plataforma:</strong> veja e corrija seus dados no seu perfil. Para excluir a sua conta,
            acesse Configurações e escolha a opção de exclusão de conta.
          </li>
          <li>
            <strong>Por e-mail:</strong> para os demais pedidos, escreva para{' '}
            <a href="mailto:privacidade@labora.com.br">privacidade@labora.com.br</a> a partir do e-mail cadastrado.
          </li>
        </ul>
        <p>
          O atendimento é gratuito. Podemos pedir informações para confirmar a sua identidade antes de atender, para
          evitar que outra pessoa acesse os seus dados. A confirmação de tratamento e o acesso em formato simplificado
          são fornecidos de imediato; a declaração completa, em até 15 dias do pedido; os demais pedidos, no menor prazo
          possível, explicando os motivos se algum pedido não puder ser atendido, por exemplo quando a lei nos obriga a
          manter certos dados.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-seguranca',
    title: 'Como protegemos os dados',
    content: (
      <>
        <p>Adotamos medidas técnicas e administrativas para proteger os dados pessoais, entre elas:</p>
        <ul>
          <li>conexão criptografada (HTTPS) entre o seu dispositivo e a plataforma;</li>
          <li>senhas guardadas apenas como hash, com algoritmo próprio para esse fim;</li>
          <li>tokens de sessão guardados no servidor apenas como hash, que podem ser revogados a qualquer momento;</li>
          <li>limite de tentativas de login e de pedidos de código de verificação;</li>
          <li>acesso da equipe restrito ao necessário para cada função, com registro das ações administrativas;</li>
          <li>cópias de segurança e monitoramento de falhas.</li>
        </ul>
        <p>
          Nenhum sistema é totalmente imune a ataques. Se ocorrer um incidente de segurança que possa causar risco ou
          dano relevante, avisaremos a ANPD e as pessoas afetadas, como determina o art. 48 da LGPD.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-cookies',
    title: 'Cookies e armazenamento no navegador',
    content: (
      <>
        <p>
          Para manter você conectado, guardamos um token de sessão no armazenamento local do seu navegador. Esse token é
          apagado quando você sai da conta e tem validade limitada (atualmente, 30 dias), depois da qual é preciso
          entrar de novo. Também podemos guardar preferências simples, como escolhas de exibição.
        </p>
        <p>
          <strong>Não usamos cookies de publicidade nem rastreadores de anúncios</strong>, e não permitimos que
          terceiros rastreiem a sua navegação na Labora para fins de marketing.
        </p>
        <p>
          Você pode limpar os dados do site nas configurações do navegador a qualquer momento; isso encerrará a sua
          sessão. Se um dia passarmos a usar cookies que não sejam estritamente necessários, pediremos o seu
          consentimento antes.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-criancas',
    title: 'Crianças e adolescentes',
    content: (
      <>
        <p>
          A Labora é destinada a maiores de 18 anos ou emancipados. Não coletamos, de propósito, dados de crianças e
          adolescentes.
        </p>
        <p>
          Se você souber de uma conta criada por menor de idade, avise-nos em{' '}
          <a href="mailto:privacidade@labora.com.br">privacidade@labora.com.br</a>. Vamos encerrar a conta e eliminar os
          dados, salvo os que a lei nos obrigar a guardar.
        </p>
      </>
    ),
  },
  {
    id: 'privacidade-alteracoes',
    title: 'Alterações desta Política',
    content: (
      <p>
        Podemos atualizar esta Política para refletir mudanças na plataforma ou na legislação. A data da versão em vigor
        aparece no topo da página. Mudanças relevantes serão avisadas por e-mail e na plataforma antes de entrarem em
        vigor e, se dependerem do seu consentimento, pediremos um novo consentimento.
      </p>
    ),
  },
  {
    id: 'privacidade-contato',
    title: 'Contato e ANPD',
    content: (
      <>
        <ul>
          <li>
            Encarregado de dados (DPO): <a href="mailto:privacidade@labora.com.br">privacidade@labora.com.br</a>
          </li>
          <li>
            Suporte geral: <a href="mailto:suporte@labora.com.br">suporte@labora.com.br</a>
          </li>
          <li>Controladora: Labora Tecnologia Ltda., CNPJ a ser informado.</li>
        </ul>
        <p>
          Se achar que o seu pedido não foi atendido de forma adequada, você também pode apresentar uma reclamação à
          Autoridade Nacional de Proteção de Dados (ANPD), pelo site{' '}
          <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
            www.gov.br/anpd
          </a>
          .
        </p>
      </>
    ),
  },
];

export default function PrivacyPage() {
  useEffect(() => {
    document.title = 'Política de Privacidade — Labora';
  }, []);

  return (
    <LegalLayout
      title="Política de Privacidade"
      intro={
        <p>
          Sua privacidade é parte da confiança que sustenta a Labora. Esta Política explica, em linguagem simples, quais
          dados pessoais tratamos, por que, com quem os compartilhamos e como você exerce os seus direitos, de acordo
          com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).
        </p>
      }
      sections={SECTIONS}
    />
  );
}
