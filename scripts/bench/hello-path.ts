/** The peer's route that answers the least a Fastify route can: the machine's ceiling in bench:mock. */
export const HELLO_PATH = '/__hello';
