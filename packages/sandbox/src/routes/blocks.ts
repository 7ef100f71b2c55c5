import { fundsBlockEndpoints as calls } from "@trade/core/funds";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/** ASBA blocks (spec 3 §7 Funds: create, release by block_id, list; creation polled by block_id). */
export function blockRoutes(app: FastifyInstance, context: Context): void {
  const blocks = context.blocks;
  route(app, context, calls.createBlock, ({ body, session }) => {
    context.trading.catchUp();
    return { block: unwrap(blocks.create(session.client_code, body)) };
  });
  route(app, context, calls.blocks, ({ session }) => {
    context.trading.catchUp();
    return { blocks: blocks.blocks(session.client_code) };
  });
  route(app, context, calls.block, ({ params, session }) => ({
    block: unwrap(blocks.block(session.client_code, params.block_id ?? "")),
  }));
  route(app, context, calls.releaseBlock, ({ params, session }) => {
    context.trading.catchUp();
    return unwrap(blocks.revoke(session.client_code, params.block_id ?? ""));
  });
}
