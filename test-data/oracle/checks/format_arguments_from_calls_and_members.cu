// printf's arguments whose types are certain include calls of plain
// functions (members too) and data members of local objects, also of
// classes named through a namespace alias or a using-directive.
#include <cstdio>
namespace outer {
namespace v1 {
class G { public: __device__ unsigned long long rank() const; };
__device__ G part(G g, int n);
}
using namespace v1;
}
namespace al = outer;
class P { public: __device__ unsigned long long rank() const; };
struct H { unsigned long long r; int i; __device__ unsigned long long rank2() const { return r; } };
__device__ unsigned long long free_rank();
__device__ unsigned int small_rank();
__device__ void k() {
    P a;
    printf("%d\n", a.rank());
    H h;
    printf("%d\n", h.rank2());
    printf("%d %d\n", h.r, h.i);
    printf("%d %u\n", free_rank(), small_rank());
    al::G b;
    printf("%d\n", b.rank());
    al::G c = al::part(b, 4);
    printf("%d\n", c.rank());
}
