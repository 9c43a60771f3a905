// host code using device-only special members and operators of a class:
// cudafe++ reports each implicit call (destructor first on the same line).
// ORACLE-HEADERS: mini
struct D {
  __device__ D() {}
  __device__ ~D() {}
  __device__ int operator+(int) const { return 1; }
  __device__ operator int() const { return 2; }
};
void h1() { D d; }
int h2(const D &d) { return d + 1; }
int h3(const D &d) { int x = d; return x; }
__host__ __device__ void hd1() { D d; }
