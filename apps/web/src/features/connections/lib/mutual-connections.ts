import { plural } from '@/lib/format';

/** '1 conexão em comum', '2 conexões em comum'. */
export const mutualConnectionsText = (n: number) => plural(n, 'conexão em comum', 'conexões em comum');
