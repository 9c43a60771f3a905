// Names reached through namespace aliases, using-directives (also inside
// a function and nominated in turn by another namespace) and
// using-declarations are looked up like any other: a __device__ function
// called from host code through them is reported. A directive's names are
// hidden by a nearer declaration of the same name.
namespace N {
__device__ int d() { return 1; }
namespace M { __device__ int e() { return 2; } }
}
namespace A = N;
namespace B = N::M;
int h1() { return A::d(); }
int h2() { return B::e(); }

namespace Q { int q() { return 3; } int d() { return 4; } }
using namespace Q;
int h3() { return q(); }
namespace N { int h4() { return d(); } }

using N::M::e;
int h5() { return e(); }
namespace P { using namespace N::M; }
int h6() { return P::e(); }
namespace V { using N::d; }
int h7() { return V::d(); }
void h8() { using namespace N::M; e(); }
