// __bf16, _Float16 and __fp16 are floating types of their own: arithmetic on
// them is the language's (no promotion: __bf16 + _Float16 is _Float16), so
// an expression statement of it has no effect; device code cannot have
// __bf16 (#3690: the function's type on the device side, the declarations
// in its body on both); converting to __bf16 from another floating type,
// or from __bf16 to a half type, may change the value (#2463) unless the
// value is a constant.
typedef __bf16 bf16_t;
__device__ void test(bool b, __bf16 *out, __bf16 in, float f) {
  __bf16 v = in;
  v + v;
  __fp16 h;
  v * h;
  v = h;
  h = v;
  bf16_t w = f, w2;
  w = 1.5;
  *out = v + w + w2;
}
void host(__bf16 a, _Float16 h16, float f) {
  __bf16 x = a + f;
  h16 = f;
  f = x;
  a += f;
}
