-- A booking request can ask for a firm quote (the estimate card's "Ask for a firm quote"), not only a question:
-- staff see it marked, filter on it and make the quote from it (docs/product.md §10). Earlier requests did not ask.
ALTER TABLE "booking_requests" ADD COLUMN "wants_quote" boolean DEFAULT false NOT NULL;
