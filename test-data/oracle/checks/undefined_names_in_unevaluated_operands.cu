// Undeclared names in a block's static_assert condition, in a decltype of a
// local's type or an alias are reported there (once per block, as others).
__host__ __device__ void results(unsigned char bits) {
  static_assert(__is_same(decltype(undefined_fn1(bits)), float), "");
  static_assert(sizeof(undefined_fn2(bits)) == 4, "");
  using T = decltype(undefined_fn3(bits));
  decltype(undefined_fn4(bits)) x;
  (void)undefined_fn1(bits);
  int y = 0;
  int z = 2;
  static_assert(sizeof(z) == 4, "");
}
