// A class defined by a qualified name belongs to the scope its qualifier
// names: classes of the same name in two classes are two classes, and
// their members are named with the whole path.
struct A { struct In; };
struct B { struct In; };
struct A::In { __device__ In() {} __device__ void f() {} };
struct B::In { In() {} void f() {} };

struct C { template <class T> struct M; };
struct D { template <class T> struct M; };
template <class T> struct C::M { __device__ M() {} };
template <class T> struct D::M { M() {} };

namespace ns { struct Q; }
struct ns::Q { __device__ void g() {} };

void host_calls(A::In *a, B::In *b, ns::Q *q) {
    a->f();
    b->f();
    q->g();
    A::In made;
}
