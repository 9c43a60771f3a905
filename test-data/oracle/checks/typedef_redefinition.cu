// A typedef or alias declaration of a name its scope already declares as
// another type: after an alias of another type, "type ... has already been
// defined" at the earlier alias; after a class defined there (not the
// class itself), "class ... has already been defined". The same type again
// is no error.
struct S { int x; };
typedef S S;
typedef struct S S2;
typedef int S;
namespace n {
struct U {};
typedef float U;
}
struct V {};
using V = V;
typedef unsigned A;
typedef unsigned int A;
typedef long A;
using B = const int *;
typedef const int *B;
typedef int *B;
