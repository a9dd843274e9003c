import { useEffect } from 'react';
import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'termos-aceitacao',
    title: 'Aceitação e definições',
    content: (
      <>
        <p>
          Estes Termos de Uso regulam o acesso e o uso da Labora, plataforma on-line que aproxima pessoas e empresas que
          precisam de um serviço (clientes) de profissionais independentes que o prestam (freelancers). A Labora é
          operada pela Labora Tecnologia Ltda., CNPJ a ser informado, chamada aqui simplesmente de “Labora”.
        </p>
        <p>
          Ao criar uma conta ou usar a plataforma, você declara que leu, entendeu e aceita estes Termos e a nossa{' '}
          <Link to="/privacy">Política de Privacidade</Link>, que explica como tratamos os seus dados pessoais. Se não
          concordar com algum ponto, não use a plataforma.
        </p>
        <p>Para facilitar a leitura, usamos as seguintes palavras com o sentido abaixo:</p>
        <ul>
          <li>
            <strong>Plataforma:</strong> o site, os aplicativos e os demais serviços oferecidos pela Labora.
          </li>
          <li>
            <strong>Usuário:</strong> qualquer pessoa com conta na plataforma, seja cliente, freelancer ou ambos.
          </li>
          <li>
            <strong>Projeto:</strong> a descrição de um trabalho publicada por um cliente.
          </li>
          <li>
            <strong>Proposta:</strong> a oferta enviada por um freelancer para realizar um projeto, com valor, prazo e
            forma de entrega.
          </li>
          <li>
            <strong>Contrato:</strong> o acordo formado entre cliente e freelancer quando uma proposta é aceita.
          </li>
          <li>
            <strong>Custódia:</strong> a retenção do valor pago pelo cliente até que a entrega seja aprovada ou que uma
            disputa seja resolvida.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'termos-quem-pode-usar',
    title: 'Quem pode usar a Labora',
    content: (
      <>
        <p>Para criar uma conta, você precisa:</p>
        <ul>
          <li>
            ter 18 anos ou mais, ou ser emancipado nos termos do art. 5º, parágrafo único, do Código Civil, e ter
            capacidade para assumir obrigações;
          </li>
          <li>fornecer informações verdadeiras, completas e atualizadas no cadastro;</li>
          <li>não ter tido uma conta encerrada pela Labora por violação destes Termos, salvo autorização nossa.</li>
        </ul>
        <p>
          Empresas podem usar a plataforma por meio de uma pessoa com poderes para representá-las. Quem cria a conta em
          nome de uma empresa declara ter esses poderes e responde, junto com ela, pelo uso que fizer da conta.
        </p>
        <p>Cada pessoa pode manter apenas uma conta, que é pessoal e intransferível.</p>
      </>
    ),
  },
  {
    id: 'termos-conta-seguranca',
    title: 'Conta e segurança',
    content: (
      <>
        <p>
          Você é responsável por manter seus dados de cadastro corretos e por tudo o que for feito com a sua conta. Para
          proteger o seu acesso:
        </p>
        <ul>
          <li>escolha uma senha forte e exclusiva para a Labora e não a compartilhe com ninguém;</li>
          <li>saia da sua conta ao usar computadores ou celulares compartilhados;</li>
          <li>
            avise-nos imediatamente em <a href="mailto:suporte@labora.com.br">suporte@labora.com.br</a> se suspeitar de
            acesso indevido.
          </li>
        </ul>
        <p>
          A Labora nunca pede a sua senha por e-mail, telefone ou mensagem. Os códigos de verificação que enviamos
          servem só para você e não devem ser repassados a outras pessoas.
        </p>
        <p>
          Podemos pedir a confirmação da sua identidade ou de dados adicionais, como CPF, CNPJ e dados bancários, antes
          de liberar funções como saques, quando houver suspeita de fraude ou quando a lei exigir.
        </p>
        <p>
          Você pode cadastrar o seu CPF em Configurações. Ele serve só para duas coisas: mostrar o selo “CPF verificado”
          no seu perfil e nas suas propostas (o número nunca aparece para outras pessoas) e garantir que saques por Pix
          para uma chave CPF vão apenas para o seu próprio CPF. Cada CPF pode estar em uma única conta. Guardamos o CPF
          enquanto a sua conta existir e o apagamos quando ela é excluída, como prevê a LGPD. Para alterá-lo, fale com o
          suporte.
        </p>
      </>
    ),
  },
  {
    id: 'termos-papeis',
    title: 'Clientes, freelancers e administradores',
    content: (
      <>
        <p>
          A mesma conta pode atuar como <strong>cliente</strong>, publicando projetos e contratando, e como{' '}
          <strong>freelancer</strong>, enviando propostas e prestando serviços. Você escolhe e pode alterar esses papéis
          no seu perfil.
        </p>
        <p>
          A Labora oferece o espaço e as ferramentas para que clientes e freelancers se encontrem, negociem, contratem e
          paguem com segurança. O contrato de prestação de serviço é firmado diretamente entre cliente e freelancer: a
          Labora não é parte dele, não presta o serviço contratado e não é empregadora dos freelancers. O uso da
          plataforma não cria vínculo empregatício, societário ou de representação entre a Labora e os usuários.
        </p>
        <p>
          Os freelancers atuam de forma independente, definem como executar o trabalho e são responsáveis pelas suas
          obrigações fiscais e profissionais, como a emissão de nota fiscal e o recolhimento de tributos, quando
          aplicáveis.
        </p>
        <p>
          Os <strong>administradores</strong> são integrantes da equipe da Labora. Eles podem moderar conteúdos,
          analisar denúncias, mediar disputas e aplicar as medidas previstas nestes Termos, sempre dentro das funções
          necessárias para operar a plataforma.
        </p>
      </>
    ),
  },
  {
    id: 'termos-projetos',
    title: 'Projetos',
    content: (
      <>
        <p>Ao publicar um projeto, o cliente deve descrever com clareza:</p>
        <ul>
          <li>o que precisa ser feito e o resultado esperado;</li>
          <li>o prazo desejado e o orçamento disponível;</li>
          <li>qualquer exigência especial, como formato de arquivos, confidencialidade ou uso de marcas.</li>
        </ul>
        <p>
          Não é permitido publicar projetos ilegais, que violem direitos de terceiros ou que se enquadrem nos conteúdos
          proibidos da seção “Conduta e conteúdos proibidos”. A Labora pode ocultar ou remover projetos que descumpram
          estes Termos, informando o motivo ao cliente.
        </p>
      </>
    ),
  },
  {
    id: 'termos-propostas-contratos',
    title: 'Propostas e contratos',
    content: (
      <>
        <p>
          O freelancer pode enviar uma proposta para qualquer projeto aberto, informando o valor em reais, o prazo de
          entrega e o que será entregue. Enquanto não for aceita, a proposta pode ser alterada ou retirada.
        </p>
        <p>
          Quando o cliente aceita uma proposta e realiza o pagamento, forma-se um contrato entre ele e o freelancer. O
          contrato é composto pela descrição do projeto, pela proposta aceita e pelos ajustes combinados por escrito nas
          mensagens da plataforma.
        </p>
        <p>
          Mudanças de escopo, valor ou prazo devem ser combinadas e registradas na plataforma. Isso protege as duas
          partes e é o que a Labora considera caso seja preciso resolver uma disputa.
        </p>
        <p>
          O freelancer se compromete a entregar o que foi combinado, no prazo e com qualidade profissional. O cliente se
          compromete a fornecer as informações e os materiais necessários, responder às dúvidas em tempo razoável e
          analisar a entrega de boa-fé.
        </p>
      </>
    ),
  },
  {
    id: 'termos-pagamentos',
    title: 'Pagamentos e custódia',
    content: (
      <>
        <p>
          Todos os valores na plataforma são expressos e pagos em reais (R$). O cliente pode pagar pelos meios
          oferecidos na tela de pagamento, como Pix, cartão, transferência bancária ou saldo da sua carteira na Labora.
          Os pagamentos são processados por parceiros de pagamento autorizados a operar no Brasil.
        </p>
        <h3>Como funciona a custódia</h3>
        <ol>
          <li>
            Ao aceitar a proposta, o cliente paga o valor do contrato. O dinheiro não vai direto para o freelancer: ele
            fica retido em custódia.
          </li>
          <li>O freelancer realiza o trabalho e registra a entrega na plataforma.</li>
          <li>
            O cliente analisa a entrega e pode aprová-la, pedir ajustes dentro do que foi combinado ou abrir uma
            disputa.
          </li>
          <li>Com a aprovação, o valor é liberado para o saldo do freelancer, já descontadas as taxas aplicáveis.</li>
        </ol>
        <p>
          Se o cliente não aprovar, não pedir ajustes e não abrir disputa dentro do prazo de análise informado no
          contrato, o valor poderá ser liberado automaticamente ao freelancer. Avisaremos o cliente antes do fim desse
          prazo.
        </p>
        <h3>Cancelamento e reembolso</h3>
        <p>
          Se o contrato for cancelado antes da entrega, por acordo entre as partes ou por decisão em disputa, o valor em
          custódia é devolvido ao cliente, no todo ou em parte, pelo mesmo meio de pagamento sempre que possível. Os
          prazos de estorno dependem do meio de pagamento utilizado.
        </p>
        <h3>Pagamentos sempre pela plataforma</h3>
        <p>
          Contratos iniciados na Labora devem ser pagos pela Labora. Combinar pagamentos por fora para evitar as taxas é
          proibido e deixa as partes sem a proteção da custódia e da mediação de disputas.
        </p>
      </>
    ),
  },
  {
    id: 'termos-taxas',
    title: 'Taxas',
    content: (
      <>
        <p>
          Criar uma conta, publicar projetos e enviar propostas é gratuito. A Labora é remunerada por taxas cobradas
          sobre as transações feitas pela plataforma, que custeiam a intermediação, a custódia e o suporte:
        </p>
        <ul>
          <li>
            <strong>Taxa de saque:</strong> um percentual do valor sacado, que varia conforme o meio escolhido (Pix,
            transferência bancária ou cartão) e aparece na tela de saque, junto com o valor líquido que você vai
            receber.
          </li>
          <li>
            <strong>Taxa de serviço sobre contratos:</strong> quando houver, o percentual ou valor é mostrado de forma
            clara antes que você confirme a proposta ou o pagamento.
          </li>
          <li>
            Tarifas cobradas pelos parceiros de pagamento, quando existirem, também são informadas antes da confirmação.
          </li>
          <li>
            Mudanças nas taxas são avisadas com pelo menos 30 dias de antecedência e não se aplicam a contratos já
            formados.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'termos-saques',
    title: 'Saldo e saques',
    content: (
      <>
        <p>
          Os valores liberados ficam disponíveis no saldo do freelancer, que pode solicitar o saque por Pix,
          transferência bancária ou cartão. A conta, a chave Pix ou o cartão de destino devem estar no nome do titular
          da conta na Labora.
        </p>
        <ul>
          <li>
            O prazo de processamento depende do meio escolhido: o Pix costuma ser imediato, enquanto transferências e
            cartões podem levar alguns dias úteis. Prazos e eventuais valores mínimos são informados na tela de saque.
          </li>
          <li>Dados de recebimento incorretos informados pelo usuário podem atrasar ou impedir o crédito.</li>
          <li>
            A Labora pode reter um saque, pelo tempo necessário para a verificação, quando houver indício de fraude,
            disputa em andamento sobre o mesmo valor ou ordem judicial ou administrativa.
          </li>
        </ul>
        <p>
          O freelancer é responsável por declarar os valores recebidos e recolher os tributos incidentes sobre a sua
          atividade.
        </p>
      </>
    ),
  },
  {
    id: 'termos-conduta',
    title: 'Conduta e conteúdos proibidos',
    content: (
      <>
        <p>
          A Labora funciona com base na confiança. Trate as outras pessoas com respeito e use a plataforma apenas para
          fins lícitos. É proibido:
        </p>
        <ul>
          <li>fornecer informações falsas, se passar por outra pessoa ou criar contas para contornar uma suspensão;</li>
          <li>
            publicar ou enviar conteúdo ilegal, ofensivo, ameaçador, difamatório, pornográfico ou que incentive a
            violência;
          </li>
          <li>
            praticar assédio ou discriminação por raça, cor, etnia, religião, origem, gênero, orientação sexual,
            deficiência, idade ou qualquer outra condição;
          </li>
          <li>
            oferecer ou contratar serviços ilícitos, como fraude acadêmica, falsificação de documentos, venda de
            avaliações ou seguidores e comércio de produtos proibidos;
          </li>
          <li>violar direitos autorais, marcas, segredos comerciais ou a privacidade de terceiros;</li>
          <li>
            compartilhar dados pessoais de outras pessoas sem autorização ou usar os dados obtidos na plataforma para
            outros fins;
          </li>
          <li>enviar spam, correntes ou mensagens em massa não solicitadas;</li>
          <li>
            tentar acessar contas ou sistemas sem autorização, espalhar vírus ou códigos maliciosos, coletar dados de
            forma automatizada ou sobrecarregar a plataforma;
          </li>
          <li>propor ou aceitar pagamentos por fora da plataforma para contratos iniciados na Labora;</li>
          <li>manipular avaliações, inclusive trocando avaliações positivas por vantagens.</li>
        </ul>
        <p>
          Qualquer usuário pode denunciar perfis, projetos, propostas ou mensagens. As denúncias são analisadas pela
          equipe da Labora, que pode remover o conteúdo e aplicar as medidas da seção “Suspensão e encerramento”.
        </p>
      </>
    ),
  },
  {
    id: 'termos-propriedade-intelectual',
    title: 'Propriedade intelectual',
    content: (
      <>
        <h3>Entregas feitas pelos freelancers</h3>
        <p>
          Salvo acordo diferente registrado no contrato, os direitos patrimoniais sobre as entregas — como textos,
          imagens, marcas, códigos e demais materiais criados para o projeto — passam ao cliente quando ele paga o valor
          integral do contrato. Até lá, o cliente pode usar as entregas apenas para avaliá-las.
        </p>
        <ul>
          <li>
            O freelancer garante que a entrega é original ou que tem autorização para usar cada material incluído nela.
          </li>
          <li>
            Materiais de terceiros, como fontes, bancos de imagens e bibliotecas de código aberto, continuam sujeitos às
            suas próprias licenças, que o freelancer deve informar ao cliente.
          </li>
          <li>
            Os direitos morais do autor, como o de ter o nome associado à obra, são inalienáveis e permanecem com o
            freelancer, nos termos da Lei nº 9.610/1998.
          </li>
          <li>
            O freelancer pode mostrar o trabalho no seu portfólio, a menos que o contrato preveja confidencialidade.
          </li>
        </ul>
        <h3>Conteúdo da Labora</h3>
        <p>
          A marca, o nome, o logotipo, o software e o design da plataforma pertencem à Labora e não podem ser copiados
          ou usados sem autorização.
        </p>
        <h3>Conteúdo que você publica</h3>
        <p>
          Você continua dono do que publica, como o seu perfil, fotos e descrições de projetos. Para que a plataforma
          funcione, você concede à Labora uma licença gratuita e não exclusiva para armazenar, exibir e adaptar esse
          conteúdo dentro da plataforma, enquanto ele estiver publicado.
        </p>
      </>
    ),
  },
  {
    id: 'termos-avaliacoes',
    title: 'Avaliações',
    content: (
      <>
        <p>
          Ao final de um contrato, cliente e freelancer podem avaliar um ao outro. As avaliações ajudam toda a
          comunidade a escolher com quem trabalhar, por isso devem:
        </p>
        <ul>
          <li>refletir uma experiência real no contrato avaliado;</li>
          <li>ser honestas, respeitosas e sem dados pessoais de terceiros;</li>
          <li>não ser compradas, trocadas, exigidas em troca de vantagens nem feitas sob ameaça.</li>
        </ul>
        <p>
          A Labora não altera o conteúdo das avaliações e não as remove só por serem negativas. Podemos remover
          avaliações que violem estes Termos ou a lei. A pessoa avaliada pode publicar uma resposta.
        </p>
      </>
    ),
  },
  {
    // Every dispute ends on a date both sides can see, with a written reason (issue 19).
    id: 'termos-disputas',
    title: 'Disputas entre usuários',
    content: (
      <>
        <p>Se algo der errado em um contrato, tente primeiro resolver pela conversa na plataforma.</p>
        <p>
          Em um contrato em andamento com valor em custódia, qualquer uma das partes pode propor o encerramento por
          acordo, dizendo quanto vai para o freelancer; o restante volta ao cliente. Se a outra parte aceitar, o valor é
          dividido assim (a parte do freelancer com a taxa de serviço de sempre) e o contrato é encerrado.
        </p>
        <p>
          Sem acordo, qualquer uma das partes pode abrir uma disputa, com o motivo, um relato escrito e arquivos.
          Enquanto a disputa estiver aberta, o valor em custódia fica congelado. A outra parte tem 3 dias úteis para
          responder; sem resposta, a disputa é decidida a favor de quem a abriu. Um moderador da Labora analisa o escopo
          combinado, as entregas, as mensagens do contrato e os relatos, e decide como dividir o valor, com uma
          justificativa escrita que as duas partes leem.
        </p>
        <p>
          Cada prazo aparece com a sua data para as duas partes, e nenhum valor fica congelado sem data: um caso não
          decidido no prazo é encaminhado à administração e, se ainda assim não houver decisão, o valor é dividido
          metade para cada lado.
        </p>
        <p>
          O pagamento da decisão é feito quando as duas partes a aceitam ou 5 dias depois dela sem recurso. Dentro desse
          prazo, cada disputa admite um recurso, com justificativa escrita, revisado por um administrador que não
          decidiu o caso; a revisão é final.
        </p>
        <p>
          Disputas e suas decisões não aparecem no perfil público de ninguém. A administração da Labora vê quantas
          disputas cada conta perdeu, para prevenir abusos.
        </p>
        <p>
          A decisão da Labora vale apenas para o valor em custódia e não impede que qualquer parte procure o Procon, a
          plataforma consumidor.gov.br ou o Poder Judiciário.
        </p>
      </>
    ),
  },
  {
    id: 'termos-suspensao',
    title: 'Suspensão e encerramento',
    content: (
      <>
        <p>
          Você pode encerrar a sua conta quando quiser, em Configurações. Se houver contratos em andamento, disputas
          abertas ou saldo a receber, eles precisam ser concluídos antes do encerramento.
        </p>
        <p>
          A Labora pode advertir, limitar funções, suspender ou encerrar contas que violem estes Termos ou a lei, que
          apresentem risco de fraude ou quando houver ordem de autoridade competente. A medida será proporcional à
          gravidade do caso e, sempre que possível, informaremos o motivo. Você pode contestar a decisão pelo e-mail{' '}
          <a href="mailto:suporte@labora.com.br">suporte@labora.com.br</a>.
        </p>
        <p>
          O encerramento não cancela obrigações já assumidas. Valores devidos ao usuário serão pagos, ressalvadas as
          retenções previstas em lei ou determinadas por ordem judicial.
        </p>
      </>
    ),
  },
  {
    id: 'termos-responsabilidade',
    title: 'Limites de responsabilidade',
    content: (
      <>
        <p>
          A Labora se empenha para manter a plataforma segura e disponível, e responde pelos serviços que presta:
          intermediação, custódia dos pagamentos, suporte e mediação de disputas.
        </p>
        <p>Como não é parte do contrato entre cliente e freelancer, a Labora não responde:</p>
        <ul>
          <li>pela qualidade, pelo prazo ou pelo resultado dos serviços prestados pelos freelancers;</li>
          <li>pelas informações fornecidas pelos usuários em perfis, projetos, propostas e mensagens;</li>
          <li>pelo uso que o cliente fizer das entregas recebidas;</li>
          <li>
            por interrupções causadas por manutenção programada, falhas de terceiros fora do seu controle, caso fortuito
            ou força maior.
          </li>
        </ul>
        <p>
          Nada nestes Termos exclui ou limita a responsabilidade da Labora nos casos em que a lei não permite, em
          especial nas relações de consumo.
        </p>
      </>
    ),
  },
  {
    id: 'termos-consumidor',
    title: 'Código de Defesa do Consumidor',
    content: (
      <>
        <p>
          Quando você usa a Labora como destinatário final, a relação com a Labora é de consumo e está protegida pelo
          Código de Defesa do Consumidor (Lei nº 8.078/1990) e pelo Decreto nº 7.962/2013, que trata do comércio
          eletrônico. Nesses casos, você tem direito, entre outros:
        </p>
        <ul>
          <li>a informações claras sobre preços, taxas e condições antes de contratar;</li>
          <li>
            a desistir da contratação em até 7 dias, contados da contratação, nos termos do art. 49 do CDC, com a
            devolução dos valores pagos;
          </li>
          <li>a atendimento para dúvidas, reclamações e cancelamentos pelos canais indicados nestes Termos.</li>
        </ul>
        <p>
          Se a contratação entre cliente e freelancer também for uma relação de consumo, o freelancer responde perante o
          cliente nos termos do CDC.
        </p>
      </>
    ),
  },
  {
    id: 'termos-alteracoes',
    title: 'Alterações destes Termos',
    content: (
      <>
        <p>
          Podemos atualizar estes Termos para acompanhar mudanças na plataforma ou na lei. Mudanças relevantes serão
          avisadas por e-mail e na plataforma com pelo menos 15 dias de antecedência, exceto quando precisarem valer
          antes por exigência legal ou por segurança.
        </p>
        <p>
          A data da versão em vigor aparece no topo desta página. Se você não concordar com a nova versão, pode encerrar
          a sua conta antes que ela entre em vigor. Contratos já formados continuam seguindo as condições combinadas.
        </p>
      </>
    ),
  },
  {
    id: 'termos-lei-foro',
    title: 'Lei aplicável e foro',
    content: (
      <>
        <p>Estes Termos são regidos pelas leis da República Federativa do Brasil.</p>
        <p>
          Nas relações de consumo, fica eleito o foro do domicílio do consumidor, conforme o art. 101, I, do Código de
          Defesa do Consumidor. Nos demais casos, aplicam-se as regras de competência do Código de Processo Civil.
        </p>
        <p>
          Se alguma cláusula destes Termos for considerada inválida, as demais continuam valendo. A tolerância com o
          descumprimento de qualquer regra não significa renúncia ao direito de exigi-la.
        </p>
      </>
    ),
  },
  {
    id: 'termos-contato',
    title: 'Contato',
    content: (
      <>
        <p>Fale com a gente sobre estes Termos, sua conta, pagamentos ou disputas:</p>
        <ul>
          <li>
            Suporte: <a href="mailto:suporte@labora.com.br">suporte@labora.com.br</a>
          </li>
          <li>
            Privacidade e dados pessoais: <a href="mailto:privacidade@labora.com.br">privacidade@labora.com.br</a>
          </li>
          <li>Labora Tecnologia Ltda., CNPJ a ser informado.</li>
        </ul>
      </>
    ),
  },
];

export default function TermsPage() {
  useEffect(() => {
    document.title = 'Termos de Uso — Labora';
  }, []);

  return (
    <LegalLayout
      title="Termos de Uso"
      intro={
        <p>
          Boas-vindas à Labora! Estes Termos explicam as regras para contratar e trabalhar pela plataforma, o que você
          pode esperar de nós e o que esperamos de você. Escrevemos tudo da forma mais direta possível; leia com
          atenção.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
