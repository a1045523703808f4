import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAMILY_API_ROUTES } from '../../shared/api/family-paths.js';
import {
  ZFamilyChildBody,
  ZFamilyChildCampaignParams,
  ZFamilyChildEditBody,
  ZFamilyChildEditReply,
  ZFamilyInvitationBody,
  ZFamilyInvitationReply,
  ZFamilyChildEmailUpdatesBody,
  ZFamilyChildEmailUpdatesReply,
  ZFamilyChildParams,
  ZFamilyShopUrlBody,
  ZFamilyChildReply,
  ZFamilyConsentBody,
  ZFamilyConsentReply,
  ZFamilyReply,
  ZFamilySessionBody,
  ZFamilySessionReply,
  ZFamilySignInLinkBody,
  ZFamilySignInLinkReply,
  ZFamilySignOutReply,
} from '../../shared/api/family.js';
import { ZFamilyWaitingSellerJoinParams } from '../../shared/api/family.js';
import { ZSellerShareLinkReply } from '../../shared/api/share-links.js';
import { ZWaitingSellerJoinReply } from '../../shared/api/teams.js';
import { ZCreateShopUrlReply } from '../../shared/api/store.js';
import { clientAddressKey } from '../http/client-address.js';
import { bearerSecurity, errorReplies } from '../http/route-schema.js';
import { FAMILY_FACING } from '../i18n/request-locale.js';
import { familySessionOf, requireParent } from './family-guard.js';
import { addChild, editChild } from './children.js';
import { setChildEmailUpdates } from './child-email-updates.js';
import { childShareLink, childShopUrl } from './child-store.js';
import { agreeToNotice, familyPage, signOut, signOutEverywhere } from './family-page.js';
import { inviteParent } from './invitations.js';
import { requestSignInLink, signInWithLink } from './sign-in.js';
import { removeChild, withdrawFamily } from './withdrawal.js';
import { joinWaitingSalesToChild } from './waiting-sales.js';

const tag = { tags: ['families'] };
const parentTag = { ...tag, security: bearerSecurity };

/** A parent of a `families` group: sign-in by a single-use link, the family page, consent and sessions. */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    FAMILY_API_ROUTES.signInLinks,
    {
      config: FAMILY_FACING,
      schema: {
        ...tag,
        body: ZFamilySignInLinkBody,
        response: { 202: ZFamilySignInLinkReply, ...errorReplies(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const message = await requestSignInLink(ctx, request.body, clientAddressKey(request.ip), (seconds) =>
        reply.header('retry-after', String(seconds)),
      );
      return reply.status(202).send({ success: true as const, message });
    },
  );

  app.post(
    FAMILY_API_ROUTES.sessions,
    {
      config: FAMILY_FACING,
      schema: {
        ...tag,
        body: ZFamilySessionBody,
        response: { 201: ZFamilySessionReply, ...errorReplies(400, 410, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await signInWithLink(ctx, request.body.token, request.body.deviceLabel),
      }),
  );

  app.get(
    FAMILY_API_ROUTES.family,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: { ...parentTag, response: { 200: ZFamilyReply, ...errorReplies(401, 403) } },
    },
    async (request) => ({ success: true as const, data: await familyPage(ctx, familySessionOf(request)) }),
  );

  app.post(
    FAMILY_API_ROUTES.consent,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        body: ZFamilyConsentBody,
        response: { 201: ZFamilyConsentReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await agreeToNotice(ctx, familySessionOf(request), request.body.version),
      }),
  );

  app.post(
    FAMILY_API_ROUTES.children,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        body: ZFamilyChildBody,
        response: { 201: ZFamilyChildReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await addChild(ctx, familySessionOf(request), request.body),
      }),
  );

  app.patch(
    FAMILY_API_ROUTES.child,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyChildParams,
        body: ZFamilyChildEditBody,
        response: { 200: ZFamilyChildEditReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editChild(ctx, familySessionOf(request), request.params.childId, request.body),
    }),
  );

  app.delete(
    FAMILY_API_ROUTES.child,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyChildParams,
        response: { 204: z.null(), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeChild(ctx, familySessionOf(request), request.params.childId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    FAMILY_API_ROUTES.family,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: { ...parentTag, response: { 204: z.null(), ...errorReplies(401, 403) } },
    },
    async (request, reply) => {
      await withdrawFamily(ctx, familySessionOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    FAMILY_API_ROUTES.invitations,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        body: ZFamilyInvitationBody,
        response: { 202: ZFamilyInvitationReply, ...errorReplies(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const message = await inviteParent(
        ctx,
        familySessionOf(request),
        request.body,
        clientAddressKey(request.ip),
        (seconds) => reply.header('retry-after', String(seconds)),
      );
      return reply.status(202).send({ success: true as const, message });
    },
  );

  app.post(
    FAMILY_API_ROUTES.childShareLink,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyChildCampaignParams,
        response: { 200: ZSellerShareLinkReply, ...errorReplies(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await childShareLink(
        ctx,
        familySessionOf(request),
        request.params.childId,
        request.params.campaignId,
      ),
    }),
  );

  app.post(
    FAMILY_API_ROUTES.childShopUrl,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyChildCampaignParams,
        body: ZFamilyShopUrlBody.optional(),
        response: { 200: ZCreateShopUrlReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415, 502, 503) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await childShopUrl(
        ctx,
        familySessionOf(request),
        request.params.childId,
        request.params.campaignId,
        request.body?.purpose ?? 'shop',
      ),
    }),
  );

  app.post(
    FAMILY_API_ROUTES.childWaitingSellerJoin,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyWaitingSellerJoinParams,
        response: { 200: ZWaitingSellerJoinReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await joinWaitingSalesToChild(
        ctx,
        familySessionOf(request),
        request.params.childId,
        request.params.waitingSellerId,
      ),
    }),
  );

  app.put(
    FAMILY_API_ROUTES.childEmailUpdates,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: {
        ...parentTag,
        params: ZFamilyChildParams,
        body: ZFamilyChildEmailUpdatesBody,
        response: { 200: ZFamilyChildEmailUpdatesReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setChildEmailUpdates(
        ctx,
        familySessionOf(request),
        request.params.childId,
        request.body.enabled,
      ),
    }),
  );

  app.delete(
    FAMILY_API_ROUTES.sessions,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: { ...parentTag, response: { 200: ZFamilySignOutReply, ...errorReplies(401, 403) } },
    },
    async (request) => ({
      success: true as const,
      data: await signOutEverywhere(ctx, familySessionOf(request)),
    }),
  );

  app.delete(
    FAMILY_API_ROUTES.currentSession,
    {
      onRequest: requireParent,
      config: FAMILY_FACING,
      schema: { ...parentTag, response: { 204: z.null(), ...errorReplies(401, 403) } },
    },
    async (request, reply) => {
      await signOut(ctx, familySessionOf(request));
      return reply.status(204).send(null);
    },
  );
};
