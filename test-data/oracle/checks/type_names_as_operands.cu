// A type name where an expression is expected: "type name is not allowed".
// The usual way to meet it is a class template of the standard library
// used without its header: `std::function<void(T)>` and `std::vector<T>`
// are then comparisons whose operands are types.
typedef int count_t;
struct Item {};
void f() {
    std::function<void(count_t)> callback{ 1 };
}
void g() {
    std::function<void(Item)> handler;
}
void h() {
    std::vector<count_t> counts;
}
float at_namespace_scope(std::vector<Item> items, int n);
