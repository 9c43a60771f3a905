// Device variables as cicc registers them: `const`/`constexpr` ones at
// namespace scope have internal linkage (unless `extern`), `auto` ones
// take the size of their initializer's type, variable templates used by
// no device code are not registered, and the order is the global scope's own first, then each
// namespace after the namespaces nested in it.
struct Functor { __device__ int operator()(int x) const { return x + 1; } };

namespace outer {
__device__ int a;
namespace inner { __device__ int b; }
__device__ constexpr Functor f{};
__device__ constexpr auto g = Functor{};
__device__ const int c = 3;
extern __device__ const int d = 4;
}
__device__ int z;
namespace other { __device__ int e; }
namespace outer { __device__ int h; namespace inner { __device__ int i; } }
template <class T> __device__ constexpr T pi_v = T(3.14159);

__global__ void k(int *r)
{
    r[0] = outer::a + outer::inner::b + outer::f(1) + outer::g(2) + outer::c + outer::d + z
         + other::e + outer::h + outer::inner::i;
}

int main() { return 0; }
