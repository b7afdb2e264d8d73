/**
 * `/error-test`: renders a component that throws, so the error fallback can be seen and tested
 * end to end. It exposes nothing and changes nothing.
 */
export default function ErrorTestRoute(): never {
  throw new Error('Deliberate render failure for the error fallback test');
}
