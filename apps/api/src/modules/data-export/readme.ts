/** LEIA-ME.txt: what each file of the copy holds, in Portuguese (the person reads it). */
export function readmeText(input: { name: string; createdAt: Date }): string {
  const when = input.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return `Cópia dos seus dados na Labora
==============================

Pessoa: ${input.name}
Gerada em: ${when} (horário de Brasília)

Esta é a cópia dos dados da sua conta, como garante a Lei Geral de Proteção de Dados (LGPD, art. 18, II).
Os arquivos .json podem ser abertos em qualquer editor de texto ou importados em planilhas e outros sistemas.
Datas estão no formato ISO 8601 (UTC). Valores em dinheiro aparecem em centavos (número inteiro) e em reais.

Arquivos
--------
perfil.json           Seus dados de cadastro e do perfil: nome, e-mail, celular, cargo, localização,
                      valor por hora, bio, habilidades e anotações. O CPF aparece mascarado, como em
                      Configurações, para que o arquivo não exponha o número completo se for compartilhado.
projetos.json         Os trabalhos que você publicou e os anexos de cada um.
propostas.json        As propostas que você enviou e as que recebeu nos seus trabalhos.
contratos.json        Seus contratos (como cliente ou freelancer) e as disputas deles.
entregas.json         As entregas dos seus contratos e as respostas a elas.
mensagens.json        As mensagens que você enviou e recebeu nas suas conversas (diretas, de grupo e de
                      contratos). Nos canais públicos, só as suas. As outras pessoas aparecem só pelo nome.
avaliacoes.json       As avaliações que você escreveu e as que recebeu (depois de publicadas).
extrato.json          O extrato da sua carteira (cada entrada e saída, com o saldo depois dela) e seus depósitos.
saques.json           Seus saques e as contas salvas para saque, identificadas como na Carteira.
notificacoes.json     Suas notificações e quando foram lidas ou enviadas por e-mail.
sessoes.json          Quando cada sessão (login) começou e quando expira.
consentimentos.json   Quando você aceitou os Termos de Uso e a Política de Privacidade, e suas escolhas
                      de e-mails em Configurações.
servicos.json         Os serviços que você oferece e os pedidos de serviço que fez ou recebeu.
portfolio.json        Os trabalhos do seu portfólio, na ordem em que aparecem, com os endereços das imagens.
horas-metas-habilidades.json
                      Horas registradas no rastreador de tempo, suas metas e os níveis das suas habilidades.
arquivos/             Os arquivos que você enviou: foto do perfil, imagens dos serviços, anexos dos seus
                      trabalhos, arquivos das suas entregas e das suas mensagens.

O que não está aqui
-------------------
Senhas, códigos de verificação e chaves de acesso (guardamos só versões cifradas, que não servem a você),
nem dados pessoais de outras pessoas, como e-mail, celular ou CPF.

Dúvidas: responda ao e-mail que trouxe este link ou fale com o suporte da Labora.
`;
}
