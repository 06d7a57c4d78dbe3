import { z } from 'zod';

export const zDomainRouteValue = z.object({
  domainList: z.array(
    z.object({ domain: z.string(), kind: z.enum(['primary', 'mirror']), speed: z.literal(0) }),
  ),
});
export type DomainRouteValue = z.infer<typeof zDomainRouteValue>;
