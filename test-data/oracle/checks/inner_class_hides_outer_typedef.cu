// A class or enumeration of an inner scope hides a typedef of the same name
// in an outer scope: the member's type is the inner one.
typedef struct { int x; } Alg;
namespace ns {
enum class Alg { a, b };
struct P {
  Alg algorithm;
  friend constexpr bool operator==(const P &l, const P &r) { return l.algorithm == r.algorithm; }
};
struct Q {
  ::Alg outer;
  bool same(const Q &o) const { return outer == o.outer; }
};
}
typedef int Num;
namespace other {
struct Num { int v; };
__device__ int get(Num n) { return n.v; }
}
