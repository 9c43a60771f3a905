// Members defaulted on their first declaration are callable from both sides
// (their space is inferred), unlike a user-provided constructor.
struct H {
  unsigned short x;
  H() = default;
  H(const H &) = default;
  H &operator=(const H &) = default;
  __host__ __device__ H(float f) : x(1) {}
};
struct U { U() {} };
__device__ H copy_it(float f) { H r(f); H s(r); s = r; return s; }
__host__ __device__ H make(float f) { H r = H(f); return r; }
__global__ void kern(H *p) { H a(2.0f); *p = a; H b = *p; p[1] = b; }
__device__ void user_provided() { U u; }
