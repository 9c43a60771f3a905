// Namespaces: nested definitions, inline namespaces, aliases, anonymous
// namespaces, using-directives and -declarations, using enum, linkage
// specifications and static_assert.
namespace a::b::inline v1 { struct deep {}; template <class T> struct tdeep {}; }
namespace a { inline namespace v2 { int shared; } }
namespace ab = a::b;
namespace { int hidden; }
extern "C" { int c_fun(int); }
extern "C++" int cpp_fun();
using namespace a;
using ab::deep;
using ab::tdeep;
enum class color { red, green };
void f() { using enum color; color c = red; (void)c; }
deep d;
tdeep<int> td;
static_assert(sizeof(deep) == 1, "empty class");
static_assert(sizeof(int) >= 2);
int x = a::shared + a::v2::shared + hidden;
